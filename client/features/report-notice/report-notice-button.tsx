import { lazy, Suspense, useState } from "react";
import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The dialog (and its form code) loads on the first press, so a notice page's first paint does not carry it. */
const ReportNoticeDialog = lazy(() =>
  import("./report-notice-dialog").then((m) => ({ default: m.ReportNoticeDialog })),
);

/** The quiet "Report this notice" action under every public notice. */
export function ReportNoticeButton({ noticeId }: { noticeId: number }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing keeps Radix's animation and focus return.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-muted-foreground"
        // The dialog needs the script: without it the button is not offered (client/index.html).
        data-js-only
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" />
        Report this notice
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportNoticeDialog noticeId={noticeId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
