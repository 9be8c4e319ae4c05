// First: zod must parse without `new Function` before any lazily loaded part builds a schema (lib/zod-jitless.ts).
import "./lib/zod-jitless";
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { queryClient } from "./lib/query-client";
import { readSsrState } from "./ssr/ssr-state";
import { replayHeld, stopHolding } from "./lib/wake-on-press";

/** The app itself, loaded by boot.ts: for a server-rendered page when it wakes, for any other page at once. */
const root = () => document.getElementById("root")!;

/** Once hydration has committed: the page says so (`<html data-hydrated>`) and presses held while it slept are made. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayHeld();
  }, []);
  return null;
}

/** Hydrates a server-rendered public page from the data it was rendered with, at the address it was rendered at. */
export function hydratePage(stateJson: string, rendered: { path: string; search: string }): void {
  const snapshot = readSsrState(queryClient, stateJson);
  stopHolding();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's main thread
  // for the whole page; the page is already drawn, and a press meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      root(),
      <StrictMode>
        <App snapshot={snapshot} ssr={rendered} />
        <Hydrated />
      </StrictMode>,
    );
  });
}

/** Renders a page the server sent as the empty shell (admin, verify, manage …). */
export function renderShell(): void {
  createRoot(root()).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
