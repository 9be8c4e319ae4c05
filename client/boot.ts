/**
 * The page's one script before the visitor reaches for it (issue 38; docs/decisions/0020-wake-on-press.md). A public
 * page the server rendered works as HTML; this counts the view, keeps what search learns from the visit, registers the
 * service worker once loaded, and wakes the page — fetches React and the page's code and hydrates it — at the visitor's
 * first pointer, tap, key or focus (lib/wake-on-press.ts). Any other page (admin, verify, manage …) arrives as the
 * empty shell and is rendered at once. No React here: main.tsx and what it imports come only when needed.
 */
import { matchPage } from "@common/pages";
import { SSR_STATE_ID } from "@common/ssr-contract";
import { listenForEarlyPresses } from "./lib/early-presses";
import { holdSlotSubmits, sleepUntilPressed } from "./lib/wake-on-press";
import { ISLAND_OPENERS, openIslandOnce } from "./islands";
import { countLoadedPage } from "./features/notices/page-view";
import { noteSearchedPage } from "./features/notices/search-tab";
import { searchWhileAsleep } from "./features/notices/search-asleep";
import { countKeptNotices, OUTBOX_CHANGED } from "./features/post-notice/notice-outbox-store";
import { fallBackOnBrokenImages } from "./features/notices/placeholders";
import { scrollStripsToActive } from "./lib/scroll-strip";
import { markShareSheet } from "./features/share/share-sheet";
import "./index.css";

// The build this page's scripts come from, beside the one its HTML names (<meta name="build">): they differ only if a
// page mixed two builds, which the service worker's updates must never do (tests/e2e/offline.spec.ts).
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_MARKER;
// A browser with a share sheet shows a notice's Share button in place of the links, asleep or awake (share-sheet.ts).
markShareSheet();

const state = document.getElementById(SSR_STATE_ID)?.textContent;
if (state) {
  // A press on a part that hydrates later is kept for it (lib/early-presses.ts), and a form's submit in an island
  // drawn in place for its island (lib/wake-on-press.ts).
  listenForEarlyPresses();
  holdSlotSubmits();
  // The address the server rendered, which hydration must render too, however long the page sleeps: a link pressed
  // while React is hydrating changes the address before the page on screen is hydrated.
  // A search made while the page slept draws the server's page for its address over this one, with its data
  // (features/notices/search-asleep.ts): the page wakes on what it shows.
  const rendered = { path: location.pathname, search: location.search.replace(/^\?/, "") };
  let stopSearching = () => {};
  const wake = sleepUntilPressed(
    () => {
      stopSearching();
      const shown = document.getElementById(SSR_STATE_ID)?.textContent ?? state;
      void import("./main").then((main) => main.hydratePage(shown, rendered));
    },
    // The dialogs drawn as islands open in roots of their own and leave the page asleep (islands.ts).
    ISLAND_OPENERS,
  );
  stopSearching = searchWhileAsleep(ISLAND_OPENERS, rendered, wake);
  // What the page does by itself before it wakes: nothing of it needs React.
  const isLiveNotice = putNoticeAddressRight();
  countLoadedPage();
  noteSearchedPage();
  fallBackOnBrokenImages();
  scrollStripsToActive();
  // The mail's "feature your notice" link opens its dialog at once, an island: the page sleeps on.
  if (new URLSearchParams(location.search).get("feature") === "1") {
    const feature = document.querySelector<HTMLElement>('[data-island="feature-notice"]');
    if (feature) openIslandOnce(feature);
  }
  // A page with work for the script wakes at once: a notice the public cannot see may be a moderator's preview
  // (notice.page.tsx), and a notice written without signal waits in this browser to be sent (kept-notices-status.tsx).
  if (isLiveNotice === false) wake();
  // A notice the post dialog kept without signal wakes the page, whose header says it waits (kept-notices-status.tsx).
  addEventListener(OUTBOX_CHANGED, () => wake(), { once: true });
  // In a task of its own: opening IndexedDB is the other sizeable share of this script's work on a slow phone.
  setTimeout(() => {
    countKeptNotices().then(
      (count) => count > 0 && wake(),
      () => undefined,
    );
  }, 0);
} else {
  void import("./main").then((main) => main.renderShell());
}

/**
 * A notice opened at an old slug, or none, has its address put right at once (as the page does when awake, from its
 * canonical link): the address bar, a bookmark and a share then name the notice's own title. Answers whether the page
 * is a live notice (only a live notice has a canonical link), or undefined for any other page.
 */
function putNoticeAddressRight(): boolean | undefined {
  if (matchPage(location.pathname)?.name !== "notice") return undefined;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!canonical) return false;
  const path = new URL(canonical).pathname;
  if (path !== location.pathname)
    history.replaceState(history.state, "", path + location.search + location.hash);
  return true;
}

// The service worker (offline reading, installing on a home screen) registers after the page has loaded.
function registerServiceWorker() {
  void import("./features/offline/register-service-worker").then((worker) => worker.registerServiceWorker());
}
if (document.readyState === "complete") registerServiceWorker();
else addEventListener("load", registerServiceWorker, { once: true });
