import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * What the server's render depended on beyond the data: the moment it rendered ("3 days ago") and the seed of the
 * featured pick. The first (hydrating) render in the browser reads the same values so its HTML matches; once hydrated
 * the snapshot is dropped and the page uses the browser's clock and fresh randomness again.
 */
export interface RenderSnapshot {
  now: number;
  seed: number;
  /** The site's public origin (PUBLIC_URL), for absolute links such as share links. */
  origin: string;
}

const SnapshotContext = createContext<RenderSnapshot | null>(null);
/** PUBLIC_URL as the server rendered it: kept after hydration, as it never changes (unlike the clock). */
const OriginContext = createContext<string | null>(null);

export function RenderSnapshotProvider({
  snapshot,
  children,
}: {
  snapshot: RenderSnapshot | undefined;
  children: ReactNode;
}) {
  const [value, setValue] = useState(snapshot ?? null);
  const [origin] = useState(snapshot?.origin ?? null);
  // A transition: the re-render that follows hydration yields to the browser instead of blocking it.
  useEffect(() => startTransition(() => setValue(null)), []);
  return (
    <OriginContext.Provider value={origin}>
      <SnapshotContext.Provider value={value}>{children}</SnapshotContext.Provider>
    </OriginContext.Provider>
  );
}

/** The time to show relative dates against. */
export function useRenderNow(): Date {
  const snapshot = useContext(SnapshotContext);
  return snapshot ? new Date(snapshot.now) : new Date();
}

/** A random number, or the server's one while hydrating. */
export function useRenderSeed(): () => number {
  const snapshot = useContext(SnapshotContext);
  return () => snapshot?.seed ?? Math.random();
}

/**
 * The site's public origin for absolute links (share links, the poster's QR code): the server's PUBLIC_URL, given with
 * the first server-rendered page and kept; the browser's own only when no page came from the server (a development
 * server without rendering).
 */
export function useOrigin(): string {
  return useContext(OriginContext) ?? window.location.origin;
}
