import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock";

/** A rendered page as every anonymous visitor gets it, with its compressed copies made on first demand. */
export interface RenderedPage {
  status: number;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Longest a kept page is served: its relative times ("3 hours ago") and the featured notices' shuffle are of the moment
 * it was rendered, so it is rendered again at least this often even when nothing is written.
 */
export const PAGE_TTL_MS = 60_000;
/** Room for the kept pages, their compressed copies included. */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** Where kept pages live: the list cache's kind (notices/notice-list-cache.ts), weighed in bytes; app.ts plugs it in. */
export interface VersionedStore {
  get<T>(key: string, nowMs: number, version?: number): { value: T } | undefined;
  /** Whether anything is kept under `key`, valid or not. */
  has(key: string): boolean;
  set<T>(key: string, entry: { version: number; validUntil: number; value: T }, weight?: number): void;
}

export interface PageCacheDeps {
  clock: Clock;
  store: VersionedStore;
  /** The list version now, and the moment time alone may change a list (notices/notice-list-service.ts). */
  validity(): Promise<{ version: number; validUntil: number }>;
  /** One more view of the notice on a kept page (live at the version the page was kept at), as its API answer counts. */
  countView(id: string, visitor: { address: string; userAgent: string }): Promise<unknown>;
}

/**
 * Rendered public pages, kept by URL. A public page is the same for every visitor: the server renders it from the
 * API's anonymous answers (never with the visitor's cookies), and secret-link and admin pages are not public pages,
 * so nothing personal is ever kept. A page is valid as a kept list answer is (notice-list-cache.ts): at the list
 * version it was rendered at (every write to notices or comments moves it) and until the next expiry or end of
 * featuring; and for PAGE_TTL_MS at most.
 */
export class RenderedPageCache {
  /** Renders under way, by address and version: visitors arriving meanwhile wait for the same render. */
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  constructor(readonly deps: PageCacheDeps) {}

  /** Whether a page is kept for `url`, maybe no longer valid (kept-page-answers.ts asks before waiting for `kept`). */
  holds(url: string): boolean {
    return this.deps.store.has(url);
  }

  /** The page kept for `url` if it is valid now, as `get` would answer it; else undefined (nothing is rendered). */
  async kept(url: string): Promise<RenderedPage | undefined> {
    const now = this.deps.clock.now().getTime();
    const { version } = await this.deps.validity();
    return this.deps.store.get<RenderedPage>(url, now, version)?.value;
  }

  /** The kept page for `url` (fresh: false), or a fresh render, kept for the next visitor. */
  async get(
    url: string,
    render: () => Promise<{ status: number; html: string }>,
  ): Promise<{ page: RenderedPage; fresh: boolean }> {
    const now = this.deps.clock.now().getTime();
    // Read before rendering: a write during the render leaves the page at an older version, so it is not served again.
    const { version, validUntil } = await this.deps.validity();
    const kept = this.deps.store.get<RenderedPage>(url, now, version);
    if (kept) return { page: kept.value, fresh: false };
    const key = `${version}:${url}`;
    const under = this.rendering.get(key);
    if (under) return { page: await under, fresh: false };
    const made = render().then((rendered) => {
      const page = renderedPage(rendered);
      this.deps.store.set(
        url,
        { version, validUntil: Math.min(validUntil, now + PAGE_TTL_MS), value: page },
        page.html.length * 2,
      );
      return page;
    });
    this.rendering.set(key, made);
    try {
      return { page: await made, fresh: true };
    } finally {
      this.rendering.delete(key);
    }
  }
}

/** A page as rendered, ready to send (its compressed copies are made by sendPage). */
export function renderedPage(rendered: { status: number; html: string }): RenderedPage {
  return { status: rendered.status, html: Buffer.from(rendered.html) };
}

/** The compressed copy a page is sent as for these Accept-Encoding values: brotli, else gzip, else none. */
export function pageEncodingOf(accepts: string | undefined): "br" | "gzip" | undefined {
  if (/\bbr\b/.test(accepts ?? "")) return "br";
  if (/\bgzip\b/.test(accepts ?? "")) return "gzip";
  return undefined;
}

/**
 * Sends a page compressed as the visitor's browser accepts (brotli, else gzip), compressing each page once rather than
 * per request as @fastify/compress would (it leaves an answer with a Content-Encoding alone).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const encoding = pageEncodingOf(request.headers["accept-encoding"]);
  reply
    .status(page.status)
    .header("Cache-Control", "no-cache")
    .header("Vary", "Accept-Encoding")
    .type("text/html; charset=utf-8");
  if (encoding === "br") {
    page.br ??= brotliCompressSync(page.html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length },
    });
    return reply.header("Content-Encoding", "br").send(page.br);
  }
  if (encoding === "gzip") {
    page.gzip ??= gzipSync(page.html, { level: 9 });
    return reply.header("Content-Encoding", "gzip").send(page.gzip);
  }
  return reply.send(page.html);
}
