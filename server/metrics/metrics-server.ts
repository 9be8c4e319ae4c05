import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { GENERIC_500 } from "../http/error-handler";
import type { Metrics } from "./metrics";
import { isScrapeAuthorized, UNAUTHORIZED_SCRAPE } from "./scrape-auth";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: `GET /metrics` on a listener of its own, bound to 127.0.0.1 only (a local Prometheus or an SSH tunnel
 * reaches it; the public port never serves it). METRICS_TOKEN, when also set, is required here too.
 */
export async function listenMetricsServer(
  metrics: Metrics,
  options: { port: number; token?: string; log: Logger },
): Promise<MetricsServer> {
  const json = (
    res: http.ServerResponse,
    status: number,
    body: object,
    headers: http.OutgoingHttpHeaders = {},
  ) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      return json(res, 404, { message: "Not found" });
    }
    if (!isScrapeAuthorized(req.headers.authorization, options.token)) {
      return json(res, 401, UNAUTHORIZED_SCRAPE, { "WWW-Authenticate": "Bearer" });
    }
    metrics.render().then(
      (text) => {
        res.writeHead(200, { "Content-Type": metrics.contentType });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (err: unknown) => {
        options.log.error({ err }, "metrics: scrape failed");
        json(res, 500, { message: GENERIC_500 });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
