import { matchPage, SECRET_PAGE_PREFIXES } from "./pages";

/** Paths the browser app knows (its pages, common/pages.ts); the server answers the app shell with 200 for these, 404 otherwise. */
export function isClientRoute(pathname: string): boolean {
  return matchPage(pathname) !== null;
}

/** The API routes the secret-link pages call, their token the segment after the prefix. */
export const SECRET_API_PREFIXES: readonly string[] = [
  "/api/manage/",
  "/api/my-data/",
  "/api/subscription/",
  "/api/unsubscribe/",
  "/api/admin/invitations/",
  "/api/admin/enrolment/",
  "/api/conversations/",
];

/**
 * Paths that carry an e-mailed secret (a token) as their segment after the prefix: the secret-link pages (a page
 * module marked `secret`, client/pages/*.page.tsx) and the API routes those pages call. They are answered with
 * `Referrer-Policy: no-referrer`, kept out of robots.txt and logged with the token replaced by `[redacted]`. A new
 * secret page's API prefix goes in the list above.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = [...SECRET_PAGE_PREFIXES, ...SECRET_API_PREFIXES];

function secretPrefixOf(pathname: string): string | undefined {
  return SECRET_PATH_PREFIXES.find(
    (prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length,
  );
}

export function isSecretLinkPath(pathname: string): boolean {
  return secretPrefixOf(pathname) !== undefined;
}

/** `/manage/abc/renew?x=1` → `/manage/[redacted]/renew?x=1`; any other URL unchanged. */
export function redactSecretPath(url: string): string {
  const prefix = secretPrefixOf(url.split("?")[0]);
  if (!prefix) return url;
  return prefix + "[redacted]" + url.slice(prefix.length).replace(/^[^/?#]*/, "");
}
