import { openIsland, type IslandDialogProps } from "@/components/island";
import { FeatureDialog } from "./feature-dialog";

/**
 * Opens the Feature dialog of this "Feature this notice" button, an island of its own (components/island.tsx): the
 * notice is the one the button names (`data-notice-id`, `data-notice-title`, `data-notice-category`).
 */
export function openFeatureNotice(trigger: HTMLElement): void {
  const { noticeId, noticeTitle, noticeCategory } = trigger.dataset;
  const notice = { id: Number(noticeId), title: noticeTitle ?? "", category: noticeCategory ?? "" };
  openIsland(
    trigger,
    "feature-notice",
    (props: IslandDialogProps) => <FeatureDialog notice={notice} {...props} />,
    String(notice.id),
  );
}
