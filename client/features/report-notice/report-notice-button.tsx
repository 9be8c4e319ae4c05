import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { openIslandOf } from "@/islands";

/** The quiet "Report this notice" action under every public notice. */
export function ReportNoticeButton({ noticeId }: { noticeId: number }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start text-muted-foreground"
      // The dialog needs the script: without it the button is not offered (client/index.html).
      data-js-only
      // The island's trigger (lib/wake-on-press.ts): a press on a sleeping page opens it by boot.ts.
      data-island="report-notice"
      data-notice-id={noticeId}
      onClick={(event) => openIslandOf(event.currentTarget)}
    >
      <Flag aria-hidden="true" />
      Report this notice
    </Button>
  );
}
