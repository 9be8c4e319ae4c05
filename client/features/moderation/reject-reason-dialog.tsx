import { REJECTION_REASONS, REJECTION_REASON_LABELS, type RejectionReason } from "@common/rejection-reasons";
import type { AdminNotice } from "@common/notice-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface Props {
  notice: AdminNotice | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (notice: AdminNotice, reason: RejectionReason) => void;
}

/** Reject always asks why: the poster is told the reason in the rejection mail. */
export function RejectReasonDialog({ notice, open, onOpenChange, onReject }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject notice</DialogTitle>
          <DialogDescription>
            Why is &ldquo;{notice?.title}&rdquo; being rejected? The poster is told the reason.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {REJECTION_REASONS.map((reason) => (
            <Button
              key={reason}
              variant="outline"
              className="justify-start"
              onClick={() => {
                if (notice) onReject(notice, reason);
                onOpenChange(false);
              }}
            >
              {REJECTION_REASON_LABELS[reason]}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
