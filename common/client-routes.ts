/** Paths the browser app knows; the server answers the app shell with 200 for these and 404 for anything else. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/category\/[^/]+\/?$/,
  /^\/notice\/[^/]+(\/[^/]*)?\/?$/,
  /^\/verify(\/[^/]*)?\/?$/,
  /^\/payment-success\/?$/,
  /^\/payment-cancel\/?$/,
  /^\/admin(\/login|\/dashboard)?\/?$/,
  /^\/(about|posting-guidelines|terms|privacy)\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}
