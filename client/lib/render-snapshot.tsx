import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * What the server's render depended on beyond the data: the moment it rendered ("3 days ago") and the seed of the
 * featured pick. The first (hydrating) render in the browser reads the same values so its HTML matches; once hydrated
 * the snapshot is dropped and the page uses the browser's clock and fresh randomness again.
 */
export interface RenderSnapshot {
  now: number;
  seed: number;
}

const SnapshotContext = createContext<RenderSnapshot | null>(null);

export function RenderSnapshotProvider({
  snapshot,
  children,
}: {
  snapshot: RenderSnapshot | undefined;
  children: ReactNode;
}) {
  const [value, setValue] = useState(snapshot ?? null);
  useEffect(() => setValue(null), []);
  return <SnapshotContext.Provider value={value}>{children}</SnapshotContext.Provider>;
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
