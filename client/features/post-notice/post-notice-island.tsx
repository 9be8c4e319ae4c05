import { openIsland } from "@/components/island";
import { PostNoticeDialog } from "./post-notice-dialog";

/** Opens the post dialog of this "Post a Notice" button, an island of its own (components/island.tsx). */
export function openPostNotice(trigger: HTMLElement): void {
  openIsland(trigger, "post-notice", PostNoticeDialog);
}
