/** Paths the browser app knows; the server answers the app shell with 200 for these and 404 for anything else. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/category\/[^/]+\/?$/,
  /^\/notice\/[^/]+(\/[^/]*)?\/?$/,
  /^\/verify(\/[^/]*)?\/?$/,
  /^\/manage\/[^/]+\/?$/,
  /^\/my-data(\/[^/]+)?\/?$/,
  /^\/subscribe\/confirm\/[^/]+\/?$/,
  /^\/subscription\/[^/]+\/?$/,
  /^\/unsubscribe\/[^/]+\/?$/,
  /^\/alerts\/confirm\/[^/]+\/?$/,
  /^\/alerts\/stop\/[^/]+\/\d{1,10}\/?$/,
  /^\/poster\/\d{1,9}\/?$/,
  /^\/payment-success\/?$/,
  /^\/payment-cancel\/?$/,
  /^\/admin(\/login|\/dashboard)?\/?$/,
  /^\/admin\/invitation\/[^/]+\/?$/,
  /^\/(about|posting-guidelines|terms|privacy)\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

/**
 * Paths that carry an e-mailed secret (a token) as their segment after the prefix: the pages a mail links to and the
 * API routes those pages call. They are answered with `Referrer-Policy: no-referrer` and logged with the token
 * replaced by `[redacted]`. A new secret link adds its prefix here, once.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = [
  "/verify/",
  "/manage/",
  "/my-data/",
  "/subscribe/confirm/",
  "/subscription/",
  "/unsubscribe/",
  "/alerts/confirm/",
  "/alerts/stop/",
  "/admin/invitation/",
  "/api/manage/",
  "/api/my-data/",
  "/api/subscription/",
  "/api/unsubscribe/",
  "/api/admin/invitations/",
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
