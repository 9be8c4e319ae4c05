import { useState } from "react";
import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ReportNoticeDialog } from "./report-notice-dialog";

/** The quiet "Report this notice" action under every public notice. */
export function ReportNoticeButton({ noticeId }: { noticeId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        Report this notice
      </Button>
      <ReportNoticeDialog noticeId={noticeId} open={open} onOpenChange={setOpen} />
    </>
  );
}
