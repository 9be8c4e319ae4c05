import { Workbox } from "workbox-window";
import type { SavePageMessage } from "@common/offline";

/**
 * Registers the board's service worker (client/service-worker/sw.ts; docs/decisions/0018-offline.md) once the page has
 * loaded, off the path to the first paint.
 *
 * Updates: a new build's worker installs beside the old one and waits; this page then tells it to take over, and every
 * page the old worker controlled reloads when the controller changes, so no page runs one build's scripts with the
 * other build's files. A page opened before any worker controlled it (the first visit) does not reload.
 *
 * Pages reached by the app's own navigation (no page load, so the worker never saw them) are saved by asking the
 * worker to fetch and keep them.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
  wb.addEventListener("waiting", () => wb.messageSkipWaiting());

  const savePage = () => {
    const message: SavePageMessage = { type: "save-page", url: location.pathname + location.search };
    navigator.serviceWorker.controller?.postMessage(message);
  };
  // wouter announces its navigations as these events on window.
  for (const type of ["pushState", "popstate"]) addEventListener(type, savePage);
  // The first page of a first visit loaded before the worker existed: it is saved once the worker controls it.
  if (!hadController) wb.addEventListener("controlling", savePage);

  void wb.register().catch(() => {
    // No worker (a private window, storage full): the board works as before, without saved copies.
  });
}
