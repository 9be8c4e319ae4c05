import { isSecretLinkPath } from "./client-routes";
import { publicPageOf } from "./pages";

/**
 * What the service worker (client/service-worker/sw.ts) may keep for reading without signal. A page is saved only if
 * the server renders it for every visitor alike (home, lists, notices, posters, the static pages: `rendered` in
 * common/pages.ts) and its address carries no e-mailed secret (SECRET_PATH_PREFIXES): a manage, verify, conversation,
 * my-data, admin, enrolment, invitation, alert or subscription page is never written to the browser's cache. API
 * answers are never kept: a page's data travels inside its HTML.
 */
export function isSavedForOffline(pathname: string): boolean {
  if (isSecretLinkPath(pathname)) return false;
  const page = publicPageOf(pathname);
  return page !== null && page.name !== "not-found";
}

/** Images a page shows, kept once seen: uploads (named by their content), share pictures and placeholders. */
export function isSavedImage(pathname: string): boolean {
  return /^\/(uploads|og|placeholders)\/[^/]+\.(webp|png|svg|jpe?g)$/.test(pathname);
}

/** Header on a page's saved copy: when it was saved (milliseconds since the epoch). */
export const SAVED_AT_HEADER = "x-noticeboard-saved-at";

/** "10:42": the saved copy's time of day, in the reader's own clock. */
export function savedTimeOf(savedAt: number): string {
  return new Date(savedAt).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/** The banner a saved copy shows above the page. */
export function savedCopyText(savedAt: number): string {
  return `Saved copy from ${savedTimeOf(savedAt)} — you are offline`;
}

/** The message a page posts to its service worker to keep a copy of the page it navigated to in the browser. */
export interface SavePageMessage {
  type: "save-page";
  url: string;
}
