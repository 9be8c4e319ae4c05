import { useEffect, useRef, type ReactNode } from "react";
import { ISLAND_ROOT, ISLAND_SLOT } from "@/lib/wake-on-press";

/** The same object at every render, so React never writes the element's insides (it writes them when it changes). */
const LEFT_TO_THE_ISLAND = { __html: "" };

interface Props {
  /** The island's name (`data-island-slot`), by which boot.ts opens it on a sleeping page (client/islands.ts). */
  name: string;
  /** What the island stands for: drawn afresh when it changes (`data-island-about`). */
  about: string;
  /** Opens the island in this slot: its opener in client/islands.ts. */
  open: (slot: HTMLElement) => void;
  /** More for the island to read, as data-* attributes. */
  data?: Record<`data-${string}`, string | number>;
  /** What the server draws in the slot, which the island hydrates. */
  children: ReactNode;
}

/**
 * Where an island drawn in place stands (issue 38; docs/decisions/0022-dialog-islands.md): the comment form and the
 * newsletter form. The server renders the island's part in it; in the browser the page's React renders the element
 * with nothing of its own inside and leaves the server's HTML there, which the island hydrates in a root of its own —
 * at the visitor's first focus, press or key in it while the page sleeps (lib/wake-on-press.ts), which wakes nothing
 * else, or as soon as the page is awake. When `about` changes, the island is drawn afresh.
 */
export function IslandSlot({ name, about, open, data, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    open(slot);
    return () => void import("@/components/island").then((island) => island.clearIslandSlot(slot));
    // `open` is its name's opener, the same at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [about]);
  const slot = { ref, [ISLAND_SLOT]: name, [ISLAND_ROOT]: name, "data-island-about": about, ...data };
  if (typeof document === "undefined") return <div {...slot}>{children}</div>;
  return <div {...slot} suppressHydrationWarning dangerouslySetInnerHTML={LEFT_TO_THE_ISLAND} />;
}
