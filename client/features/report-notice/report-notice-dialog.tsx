import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  NOTICE_REPORT_REASONS,
  NOTICE_REPORT_REASON_LABELS,
  NoticeReportInputSchema,
  type NoticeReportInput,
} from "@common/notice-report-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useReportNoticeMutation } from "./use-report-notice-mutation";

interface Props {
  noticeId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Report this notice": a reason and a few words for the moderator (POST /api/notices/{id}/report). */
export function ReportNoticeDialog({ noticeId, open, onOpenChange }: Props) {
  const form = useForm<NoticeReportInput>({
    resolver: zodResolver(NoticeReportInputSchema),
    defaultValues: { details: "" },
  });
  const close = () => {
    form.reset();
    onOpenChange(false);
  };
  const report = useReportNoticeMutation(noticeId);
  const send = (input: NoticeReportInput) =>
    report.mutate(input, {
      onSuccess: (answer) => {
        toast({ title: "Notice reported", description: answer.message });
        close();
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        toast({ variant: "destructive", title: "Failed to report notice", description: errorMessage(error) });
      },
    });
  const reasonError = form.formState.errors.reason?.message;
  const detailsError = form.formState.errors.details?.message;

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this notice</DialogTitle>
          <DialogDescription>Tell the moderator what is wrong with this notice.</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(send)}>
          <fieldset
            className="space-y-2"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? "report-notice-reason-error" : undefined}
          >
            <legend className="text-sm font-medium">Reason</legend>
            {NOTICE_REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-2 text-sm">
                <input type="radio" value={reason} className="h-4 w-4" {...form.register("reason")} />
                {NOTICE_REPORT_REASON_LABELS[reason]}
              </label>
            ))}
            <FieldError id="report-notice-reason-error" message={reasonError} />
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor="report-notice-details">Details</Label>
            <Textarea
              id="report-notice-details"
              rows={3}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsError ? "report-notice-details-error" : undefined}
              {...form.register("details")}
            />
            <FieldError id="report-notice-details-error" message={detailsError} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? "Reporting…" : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
