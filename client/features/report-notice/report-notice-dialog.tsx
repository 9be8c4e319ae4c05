import { zodResolverLoading } from "@/lib/zod-resolver";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  NOTICE_REPORT_REASONS,
  NOTICE_REPORT_REASON_LABELS,
  detailsAreOptional,
} from "@common/notice-report-reasons";
import type { NoticeReportInput, NoticeReportInputSchema } from "@common/notice-report-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { FieldError } from "@/components/field-error";
import { ReportDialog, TextareaField } from "@/components/report-dialog";
import { toast } from "@/components/ui/use-toast";
import { useReportNoticeMutation } from "./use-report-notice-mutation";

interface Props {
  noticeId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's own element, which the dialog is drawn in (report-notice-island.tsx). */
  container?: HTMLElement | null;
}

/** The form's rules (common/notice-report-schemas.ts), loaded with zod once the visitor starts, not to open. */
const reportResolver = zodResolverLoading(() =>
  import("@common/notice-report-schemas").then((schemas) => schemas.NoticeReportInputSchema),
);

/** "Report this notice": a reason and a few words for the moderator (POST /api/notices/{id}/report). */
export function ReportNoticeDialog({ noticeId, open, onOpenChange, container }: Props) {
  const form = useForm<z.input<typeof NoticeReportInputSchema>, unknown, NoticeReportInput>({
    resolver: reportResolver,
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
  // "Already sold or gone" says it all: the details become optional, and the label says so.
  const isDetailsOptional = detailsAreOptional(useWatch({ control: form.control, name: "reason" }));

  return (
    <ReportDialog
      container={container}
      onInput={reportResolver.preload}
      open={open}
      onClose={close}
      title="Report this notice"
      description="Tell the moderator what is wrong with this notice."
      onSubmit={form.handleSubmit(send)}
      isPending={report.isPending}
      submitLabel="Send report"
    >
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
      <TextareaField
        id="report-notice-details"
        label={isDetailsOptional ? "Details (optional)" : "Details"}
        error={form.formState.errors.details?.message}
        registration={form.register("details")}
      />
    </ReportDialog>
  );
}
