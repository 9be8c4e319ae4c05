/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import {
  isSavedForOffline,
  isSavedImage,
  SAVED_AT_HEADER,
  savedCopyText,
  type SavePageMessage,
} from "@common/offline";
import { sendKeptNotices } from "../features/post-notice/notice-outbox";
import {
  countKeptNotices,
  KEPT_NOTICES_SENT,
  SEND_KEPT_NOTICES,
} from "../features/post-notice/notice-outbox-store";

/**
 * The board's service worker (docs/decisions/0018-offline.md). The scripts, styles, fonts and icons of this build are
 * precached by revision, so a page always runs the scripts of the build it was served with. Public pages a visitor
 * opens are fetched from the network first and a copy is kept; without signal the copy is served with a banner saying
 * when it was saved. Secret-link, admin and action pages, and every API answer, are never kept (common/offline.ts).
 */
declare const self: ServiceWorkerGlobalScope;

const PAGES = "noticeboard-pages";
const IMAGES = "noticeboard-images";
/** Saved pages and images kept at most: the oldest go first. */
const MAX_PAGES = 60;
const MAX_IMAGES = 200;

/** Text for HTML this worker writes (the server's escapeHtml is out of the browser's reach). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker waits until a page tells it to take over (client/features/offline/register-service-worker.ts), and every
// page it controlled then reloads: no page keeps running one build's scripts under the other build's worker.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (data?.type === "save-page") event.waitUntil(savePage((data as SavePageMessage).url));
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Background Sync's event (Chromium): not in TypeScript's worker types yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// A notice written without signal is sent when the signal is back, even with no page of the board open; an open page
// is told, and says so as it does when it sends one itself (kept-notices-status.tsx). A notice that met no signal
// again stays kept, and the browser tries the sync again later.
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SEND_KEPT_NOTICES) return;
  sync.waitUntil(
    sendKeptNotices().then(async (result) => {
      for (const client of await self.clients.matchAll({ type: "window" }))
        client.postMessage({ type: KEPT_NOTICES_SENT, ...result });
      if (result.sent === 0 && result.refused.length === 0 && (await countKeptNotices()) > 0)
        throw new Error("no signal yet: the browser tries again");
    }),
  );
});

/** A copy of a page's answer, stamped with the moment it was saved; null if it must not be kept. */
async function savedCopy(response: Response): Promise<Response | null> {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return null;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return null;
  const headers = new Headers(response.headers);
  // The body is already decoded: the copy must not claim an encoding or the encoded length.
  headers.delete("content-encoding");
  headers.delete("content-length");
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  return new Response(await response.blob(), { status: 200, statusText: "OK", headers });
}

async function keep(url: string, response: Response) {
  const copy = await savedCopy(response);
  if (!copy) return;
  const cache = await caches.open(PAGES);
  await cache.put(url, copy);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(old);
}

/** Keeps a copy of a page the visitor reached without a page load (the app's own navigation). */
async function savePage(url: string) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin || !isSavedForOffline(target.pathname)) return;
  try {
    const response = await fetch(target.href, { credentials: "omit", headers: { accept: "text/html" } });
    await keep(target.href, response);
  } catch {
    // No signal: the page stays unsaved.
  }
}

/** The saved copy with its banner, placed before the app's root so hydration leaves it alone. */
async function withBanner(copy: Response): Promise<Response> {
  const savedAt = Number(copy.headers.get(SAVED_AT_HEADER));
  const banner =
    `<p role="status" data-saved-copy class="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">` +
    `${escapeHtml(savedCopyText(savedAt))}</p>`;
  const html = (await copy.text()).replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
  return new Response(html, { status: 200, headers: copy.headers });
}

/** What a page not saved before answers without signal: the saved pages it can open instead. */
async function notSaved(): Promise<Response> {
  const cache = await caches.open(PAGES);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const text = await (await cache.match(request))?.text();
      const title = /<title>([^<]*)<\/title>/.exec(text ?? "")?.[1] ?? request.url;
      return `<li><a href="${escapeHtml(request.url)}">${title}</a></li>`;
    }),
  );
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>You are offline | Shropshire Noticeboard</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;line-height:1.5;color:#1c1917}a{color:#155638}</style></head><body><main><h1>You are offline</h1><p>This page was not saved on this device. ${pages.length ? "Pages you opened before:" : "Pages you open with signal are kept for reading without it."}</p>${pages.length ? `<ul>${pages.join("")}</ul>` : ""}</main></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
}

// Pages: the network first (so a visitor with signal always sees the board as it is), a copy kept; without signal the
// copy, marked as saved.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin,
  async ({ request, url }) => {
    const kept = isSavedForOffline(url.pathname);
    try {
      const response = await fetch(request);
      if (kept) await keep(url.href, response.clone());
      return response;
    } catch {
      const copy = kept ? await (await caches.open(PAGES)).match(url.href) : undefined;
      return copy ? withBanner(copy) : notSaved();
    }
  },
);

// Images: named by their content (or fixed), so the kept copy is always right.
registerRoute(
  ({ request, url }) =>
    request.destination === "image" && url.origin === self.location.origin && isSavedImage(url.pathname),
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: MAX_IMAGES, purgeOnQuotaError: true }),
    ],
  }),
);
