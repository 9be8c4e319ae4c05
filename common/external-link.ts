/**
 * A link typed without its scheme ("www.example.com", "example.com/menu") gets "https://", as a browser's address bar
 * would; one with any other scheme ("ftp:", "javascript:") is left as typed, so the link rule (notice-schemas.ts)
 * refuses it. Its own module, without zod: the post form applies it as the box is left, before its schema has loaded.
 */
export function withLinkScheme(value: string): string {
  if (value === "" || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value)) return value;
  return `https://${value.replace(/^\/+/, "")}`;
}
