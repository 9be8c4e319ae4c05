import type { FastifyInstance } from "fastify";
import type { Metrics } from "./metrics";
import { isScrapeAuthorized, UNAUTHORIZED_SCRAPE } from "./scrape-auth";

/**
 * Times every answered request into `metrics` by its route's pattern (a request no route matched counts as
 * `unmatched`), and, when `serveToken` is given, serves `GET /metrics` on this app behind that bearer token.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  serveToken: string | undefined,
): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  if (serveToken === undefined) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!isScrapeAuthorized(request.headers.authorization, serveToken)) {
      return reply.status(401).header("WWW-Authenticate", "Bearer").send(UNAUTHORIZED_SCRAPE);
    }
    return reply.header("Content-Type", metrics.contentType).send(await metrics.render());
  });
}
