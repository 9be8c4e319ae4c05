import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { Logger } from "pino";
import { pageEncodingOf, type RenderedPage, type RenderedPageCache } from "./page-cache";

/**
 * Kept public pages answered by the HTTP server itself, before Fastify (docs/decisions/0024-kept-pages-first.md).
 *
 * A kept page is the same for every visitor (page-cache.ts), yet each request for it went through Fastify's whole
 * round: routing, the hooks of every plugin, the reply's headers one by one. For a page that is kept, that round was
 * most of the cost: the home page was served at 0.63–0.74 of the rate of `/robots.txt`, and a page sent uncompressed at
 * 0.28–0.49. Here a request for a page kept at the current list version is answered from memory, with the very headers
 * Fastify sent for it the first time (recorded from that answer: the security headers and every hook's), and counted as
 * Fastify counts it (the notice's view, the request metrics, the access log line). Anything else goes on to Fastify:
 * another method, a body, an encoding asked for other than brotli, gzip or none, a render seed, a page not kept, not
 * kept at this version, or not yet sent once through Fastify in that encoding, and every request once the app closes.
 */

/** How a kept page is sent: as sendPage (page-cache.ts) picks for these Accept-Encoding values; null when not here. */
export type KeptEncoding = "br" | "gzip" | "identity";

export function keptEncodingOf(accepts: string | undefined): KeptEncoding | null {
  const compressed = pageEncodingOf(accepts);
  if (compressed) return compressed;
  if (accepts === undefined || accepts.trim() === "" || accepts.trim() === "identity") return "identity";
  // Another encoding (deflate, *): sendPage sends the page as it is and the compression plugin may encode it.
  return null;
}

/** Headers node writes itself for each answer, or that belong to one answer only: never replayed. */
const OWN_HEADERS = new Set(["date", "content-length", "connection", "keep-alive", "transfer-encoding"]);

/** What a kept page answers with beyond its bytes: per encoding, the headers Fastify sent; the notice it counts. */
export interface KeptAnswerHeaders {
  sent: Partial<Record<KeptEncoding, OutgoingHttpHeaders>>;
  /** The notice whose page this is, when a visit counts as a view of it. */
  viewOf?: string;
}

const answersOf = new WeakMap<RenderedPage, KeptAnswerHeaders>();

/**
 * Records, once Fastify has sent `page` for `request`, the headers it sent, so the next request for the page in the
 * same encoding can be answered here. Not recorded: an answer with a cookie, another status, or another encoding than
 * keptEncodingOf says (a hook may have encoded it).
 */
export function recordKeptAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  page: RenderedPage,
  viewOf: string | undefined,
): void {
  const encoding = keptEncodingOf(request.headers["accept-encoding"]);
  if (encoding === null) return;
  response.once("finish", () => {
    const headers = response.getHeaders();
    const sentEncoding = headers["content-encoding"] ?? "identity";
    if (
      response.statusCode !== page.status ||
      headers["set-cookie"] !== undefined ||
      sentEncoding !== encoding
    )
      return;
    const kept: OutgoingHttpHeaders = {};
    // As they were written (getHeaders' names are lower-cased).
    // Node's OutgoingMessage has it (since 15.13); its types give it to ClientRequest only.
    const names = (response as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
    for (const raw of names) {
      const value = headers[raw.toLowerCase()];
      if (!OWN_HEADERS.has(raw.toLowerCase()) && value !== undefined) kept[raw] = value;
    }
    const answers = answersOf.get(page) ?? { sent: {}, viewOf };
    answers.sent[encoding] = kept;
    answersOf.set(page, answers);
  });
}

/** With TRUST_PROXY, the one proxy next to us is trusted (app.ts): X-Forwarded-For's last address is the visitor's. */
export const trustOneProxy = (_address: string, hop: number) => hop < 1;

/** The visitor's address as Fastify reads it with trustOneProxy (TRUST_PROXY), else the socket's. */
export function visitorAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = request.socket.remoteAddress ?? "";
  if (!trustProxy) return socketAddress;
  const forwarded = request.headers["x-forwarded-for"];
  const list = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
  const last = list[list.length - 1].trim();
  return last || socketAddress;
}

/** What of the app's metrics (metrics/metrics.ts) an answer here feeds; named here so ssr/ does not import metrics/. */
interface RequestObserver {
  observeRequest(sample: { method: string; route: string; status: number; seconds: number }): void;
}

export interface KeptPageAnswersDeps {
  pages: RenderedPageCache;
  trustProxy: boolean;
  metrics: RequestObserver | null;
  log: Logger;
}

export class KeptPageAnswers {
  private closing = false;
  /** Requests answered here so far (the tests' way to tell them from Fastify's). */
  answered = 0;

  constructor(private readonly deps: KeptPageAnswersDeps) {}

  /** From the start of the app's close, Fastify answers everything (503 while it closes). */
  close(): void {
    this.closing = true;
  }

  /**
   * Whether this request is one for a kept page: then it is answered here, or handed to `next` (Fastify) should the
   * page turn out not to be kept at the current version.
   */
  take(request: IncomingMessage, response: ServerResponse, next: () => void): boolean {
    if (this.closing || request.method !== "GET") return false;
    const headers = request.headers;
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    if (headers["x-render-seed"] !== undefined) return false;
    const encoding = keptEncodingOf(headers["accept-encoding"]);
    if (encoding === null) return false;
    const url = request.url ?? "";
    // Only an address with a kept page waits for the version: every other request goes on to Fastify at once.
    if (!this.deps.pages.holds(url)) return false;
    const started = performance.now();
    this.deps.pages
      .kept(url)
      .then((page) => {
        const answers = page && answersOf.get(page);
        const sent = answers?.sent[encoding];
        if (!page || !answers || !sent) return next();
        this.send(request, response, page, encoding, sent, answers.viewOf, started);
      })
      .catch((err: unknown) => {
        // The version could not be read (the database is away), or the answer failed before a byte went: Fastify's
        // round answers it, errors included. Failed later, the answer is cut short.
        if (response.headersSent) {
          this.deps.log.error({ err }, "a kept page's answer failed");
          response.destroy();
        } else next();
      });
    return true;
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    page: RenderedPage,
    encoding: KeptEncoding,
    sent: OutgoingHttpHeaders,
    viewOf: string | undefined,
    started: number,
  ): void {
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
    if (!body) {
      response.statusCode = 500;
      response.end();
      return;
    }
    const address = visitorAddressOf(request, this.deps.trustProxy);
    if (viewOf !== undefined && page.status === 200) {
      this.deps.pages.deps
        .countView(viewOf, { address, userAgent: request.headers["user-agent"] ?? "" })
        .catch((err: unknown) => this.deps.log.warn({ err }, "view of a kept notice page not counted"));
    }
    this.answered++;
    response.writeHead(page.status, { ...sent, "Content-Length": body.length });
    response.end(body);
    const seconds = (performance.now() - started) / 1000;
    this.deps.metrics?.observeRequest({ method: "GET", route: "/*", status: page.status, seconds });
    if (this.deps.log.isLevelEnabled("info"))
      this.deps.log.info(
        {
          req: {
            method: "GET",
            url: request.url,
            host: request.headers.host,
            ip: address,
            socket: { remotePort: request.socket.remotePort },
          },
          res: { statusCode: page.status },
          responseTime: seconds * 1000,
          kept: true,
        },
        "request completed",
      );
  }
}

/**
 * Fastify's HTTP server (its own, as Fastify would make it: the same timeouts), with kept pages answered first.
 * `answers` is read per request: the page cache is made after Fastify.
 */
export function keptPagesFirstServer(answers: () => KeptPageAnswers | undefined) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ): http.Server => {
    const server = http.createServer((request, response) => {
      if (!answers()?.take(request, response, () => handler(request, response))) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
