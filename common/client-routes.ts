import { matchPage, SECRET_PAGE_PREFIXES } from "./pages";

/** Paths the browser app knows (common/pages.ts); the server answers the app shell with 200 for these, 404 otherwise. */
export function isClientRoute(pathname: string): boolean {
  return matchPage(pathname) !== null;
}

/**
 * Paths that carry an e-mailed secret (a token) as their segment after the prefix: the secret-link pages of
 * common/pages.ts and the API routes those pages call. They are answered with `Referrer-Policy: no-referrer` and logged
 * with the token replaced by `[redacted]`. A new secret page is marked `secret` in the table; its API prefix goes here.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = [
  ...SECRET_PAGE_PREFIXES,
  "/api/manage/",
  "/api/my-data/",
  "/api/subscription/",
  "/api/unsubscribe/",
  "/api/admin/invitations/",
  "/api/admin/enrolment/",
  "/api/conversations/",
];

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
