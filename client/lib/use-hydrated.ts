import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while the page is the server's HTML (on the server, and in the browser's hydrating render, so both match),
 * true once React runs it. A form posts to the server by itself until then, with the browser's own checks.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
