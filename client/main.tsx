// First: zod must parse without `new Function` before any lazily loaded part builds a schema (lib/zod-jitless.ts).
import "./lib/zod-jitless";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SSR_STATE_ID } from "@common/ssr-contract";
import { App } from "./app";
import { queryClient } from "./lib/query-client";
import { readSsrState } from "./ssr/ssr-state";
import { listenForEarlyPresses } from "./lib/early-presses";
import "./index.css";

const root = document.getElementById("root")!;
const state = document.getElementById(SSR_STATE_ID);

// A server-rendered public page is hydrated from the data it was rendered with; any other page (admin, verify, …)
// arrives as the empty shell and is rendered here.
if (state?.textContent) {
  // A press on a part that hydrates later is kept for it (lib/early-presses.ts).
  listenForEarlyPresses();
  const snapshot = readSsrState(queryClient, state.textContent);
  // The address the server rendered, which hydration must render too: a link pressed while React is still hydrating
  // changes the browser's address, and the new page is rendered once the one on screen is hydrated.
  const rendered = { path: location.pathname, search: location.search.replace(/^\?/, "") };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's main thread
  // for the whole page; the page is already drawn, and a press meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App snapshot={snapshot} ssr={rendered} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The build this page's scripts come from, beside the one its HTML names (<meta name="build">): they differ only if a
// page mixed two builds, which the service worker's updates must never do (tests/e2e/offline.spec.ts).
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_MARKER;

// The service worker (offline reading, installing on a home screen) registers after the page has loaded.
function registerServiceWorker() {
  void import("./features/offline/register-service-worker").then((worker) => worker.registerServiceWorker());
}
if (document.readyState === "complete") registerServiceWorker();
else addEventListener("load", registerServiceWorker, { once: true });
