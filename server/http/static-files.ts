import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { FolderStore, STORED_NAME, type ObjectStore } from "../images/object-store";
import { isClientRoute, isSecretLinkPath } from "../../common/client-routes";
import { publicPageOf, routeOf } from "../../common/pages";
import { RENDER_SEED_HEADER } from "../../common/ssr-contract";
import { renderedPage, sendPage, type RenderedPageCache } from "../ssr/page-cache";
import { recordKeptAnswer } from "../ssr/kept-page-answers";
import { askedRenderSeed, noindexShell, renderPublicPage } from "../ssr/render-page";
import { builtSsrEntry, type SsrEntryLoader } from "../ssr/ssr-entry";

export const CLIENT_DIST_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

const UNBUILT_SHELL =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Shropshire Noticeboard</title></head><body><div id="root"></div><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Images from a bucket, streamed through the app so every server answers the same URL with the same headers (long
 * cache, nosniff) and the bucket itself can stay private.
 */
function registerBucketImages(app: FastifyInstance, images: ObjectStore) {
  app.get("/uploads/:name", { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const stored = STORED_NAME.test(name) ? await images.get(name) : null;
    if (!stored) return reply.status(404).type("text/plain").send("Not found");
    reply
      .header("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`)
      .header("X-Content-Type-Options", "nosniff")
      .type("image/webp");
    if (stored.length !== undefined) reply.header("Content-Length", stored.length);
    return reply.send(stored.body);
  });
}

/**
 * Serves the built client: hashed assets with long cache headers, known client routes as the app shell with 200, any
 * other path as the app shell with 404 (the app shows its not-found page); uploads under /uploads/; JSON 404 under /api.
 * Public pages (home, lists, notices, the static pages, 404) are rendered on the server when the server entry is
 * built (or given), and kept for the next visitor (ssr/page-cache.ts); should rendering fail, the shell is sent and
 * the browser renders the page itself.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  images: ObjectStore,
  clientDir: string | undefined,
  loadSsrEntry: SsrEntryLoader = builtSsrEntry,
  pages: RenderedPageCache,
) {
  clientDir ??= CLIENT_DIST_DIR;
  const indexPath = path.join(clientDir, "index.html");
  const shell = () => (fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : UNBUILT_SHELL);
  let cachedShell: string | undefined;
  let ssrEntry: ReturnType<SsrEntryLoader> | undefined;

  if (images instanceof FolderStore) {
    fs.mkdirSync(images.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: images.dir,
      prefix: "/uploads/",
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      setHeaders: (reply) => {
        reply.header("X-Content-Type-Options", "nosniff");
      },
    });
  } else {
    registerBucketImages(app, images);
  }

  if (fs.existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      index: false,
      wildcard: false,
      list: false,
      // The build writes .br and .gz copies of the assets (vite.config.ts): sent as they are, never compressed again.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  // The shell and rendered pages are answered by a catch-all GET route rather than the not-found handler: route hooks
  // (compression above all) do not run for the not-found handler.
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0];
    if (isServerOnlyPath(pathname)) return reply.callNotFound();
    cachedShell ??= shell();
    const page = publicPageOf(pathname);
    if (page) {
      try {
        const entry = await (ssrEntry ??= loadSsrEntry());
        if (entry) {
          const shellHtml = cachedShell;
          // A seed asked for ("Shuffle Featured" on a sleeping list) is one visitor's render: never kept.
          const seed = askedRenderSeed(request.headers[RENDER_SEED_HEADER]);
          const render = () => renderPublicPage(app, entry, shellHtml, page, request, seed);
          const { page: kept, fresh } =
            seed === undefined
              ? await pages.get(request.url, render)
              : { page: renderedPage(await render()), fresh: true };
          const countsView = routeOf(page.name)?.countsView === true;
          // What was sent lets the next request for the page be answered before Fastify (kept-page-answers.ts).
          if (seed === undefined)
            recordKeptAnswer(request.raw, reply.raw, kept, countsView ? page.params.id : undefined);
          // A notice's page counts a view as its API answer does: the render fetched it, a kept page did not.
          if (!fresh && countsView && kept.status === 200) {
            await pages.deps
              .countView(page.params.id, {
                address: request.ip,
                userAgent: request.headers["user-agent"] ?? "",
              })
              .catch((err: unknown) => request.log.warn({ err }, "view of a kept notice page not counted"));
          }
          return sendPage(request, reply, kept);
        }
      } catch (err) {
        request.log.error({ err }, "server rendering failed: sending the shell");
      }
    }
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(isSecretLinkPath(pathname) ? noindexShell(cachedShell) : cachedShell);
  });
}

/** Paths never answered with the app shell: the API, uploads and built assets. */
function isServerOnlyPath(pathname: string): boolean {
  return (
    pathname === "/api" ||
    pathname.startsWith("/api/") ||
    pathname.startsWith("/uploads/") ||
    pathname.startsWith("/assets/")
  );
}
