/**
 * Text for an XML element or attribute. Characters XML 1.0 cannot hold are dropped; line breaks are written as LF, so
 * no document carries a raw CR (a reader would take a lone one as a line end anyway).
 */
export function xmlText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
