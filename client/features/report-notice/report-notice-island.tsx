import { openIsland, type IslandDialogProps } from "@/components/island";
import { ReportNoticeDialog } from "./report-notice-dialog";

/**
 * Opens the "Report this notice" dialog of this button, an island of its own (components/island.tsx): the notice is
 * the one the button names (`data-notice-id`).
 */
export function openReportNotice(trigger: HTMLElement): void {
  const noticeId = Number(trigger.dataset.noticeId);
  openIsland(
    trigger,
    "report-notice",
    (props: IslandDialogProps) => <ReportNoticeDialog noticeId={noticeId} {...props} />,
    String(noticeId),
  );
}
