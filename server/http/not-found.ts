import type { FastifyInstance, RouteOptions } from "fastify";

type Route = Pick<RouteOptions, "method" | "url">;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `/api/notices/:id` → /^\/api\/notices\/[^/]+$/ (a parameter may sit inside a segment: `/sitemap-:part.xml`). */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The methods the app answers on a concrete path, from its route table (read once, at the first call, when every
 * route is registered); an empty list for a path no route names. Catch-all routes (the web app's pages, uploads) are
 * left out: they answer every path, so they say nothing about what a path supports.
 */
export function createAllowedMethods(routes: readonly Route[]): (pathname: string) => string[] {
  let compiled: { pattern: RegExp; methods: string[] }[] | undefined;
  return (pathname) => {
    compiled ??= routes
      .filter((route) => !route.url.includes("*"))
      .map((route) => ({ pattern: patternOf(route.url), methods: [route.method].flat() }));
    const methods = compiled.filter(({ pattern }) => pattern.test(pathname)).flatMap((r) => r.methods);
    return [...new Set(methods)].sort();
  };
}

/**
 * What a request no route answers gets: 405 with `Allow` when the path exists under other methods (`PUT /api/notices`),
 * otherwise 404 — JSON under /api, plain text elsewhere (the web app's unknown pages are answered by its own route).
 */
export function registerNotFoundHandler(app: FastifyInstance, routes: readonly Route[]): void {
  const allowedMethods = createAllowedMethods(routes);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const allowed = allowedMethods(pathname);
    // A method the path does support reached here only because the route refused the path (a parameter too long).
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header("Allow", allowed.join(", ")).send({ message: "Method not allowed" });
    }
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Not found" });
    }
    return reply.status(404).type("text/plain").send("Not found");
  });
}
