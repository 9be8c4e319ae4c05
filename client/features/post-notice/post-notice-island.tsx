import { StrictMode, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { ToastArea } from "@/components/ui/toast-area";
import { ISLAND_ROOT } from "@/lib/wake-on-press";
import { PostNoticeDialog } from "./post-notice-dialog";

/**
 * The post dialog is an island (issue 38; docs/decisions/0022-post-dialog-island.md): it is drawn in a React root of
 * its own, beside the page's, so a press on "Post a Notice" on a sleeping page loads React and the form, not the whole
 * page's code, and wakes nothing else. Awake or asleep, each "Post a Notice" button has one dialog, kept across
 * closing and opening (what was typed stays), in an element of its own at the end of the body.
 */
interface Island {
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
  watch: (watcher: () => void) => () => void;
}

const islands = new WeakMap<HTMLElement, Island>();

/** Opens the post dialog of this "Post a Notice" button, making its island the first time. */
export function openPostNotice(trigger: HTMLElement): void {
  const island = islands.get(trigger) ?? makeIsland();
  islands.set(trigger, island);
  island.setOpen(true);
}

function makeIsland(): Island {
  let open = false;
  const watchers = new Set<() => void>();
  const island: Island = {
    isOpen: () => open,
    setOpen: (next) => {
      open = next;
      watchers.forEach((watcher) => watcher());
    },
    watch: (watcher) => {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  };
  const element = document.createElement("div");
  element.setAttribute(ISLAND_ROOT, "post-notice");
  document.body.append(element);
  createRoot(element).render(
    <StrictMode>
      <PostNoticeIsland island={island} element={element} />
      <ToastArea />
    </StrictMode>,
  );
  return island;
}

function PostNoticeIsland({ island, element }: { island: Island; element: HTMLElement }) {
  const open = useSyncExternalStore(island.watch, island.isOpen, island.isOpen);
  return <PostNoticeDialog open={open} onOpenChange={island.setOpen} container={element} />;
}
