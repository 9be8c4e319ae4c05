import { zodResolverLoading } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import type { ReportInput } from "@common/comment-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { ReportDialog, TextareaField } from "@/components/report-dialog";
import { toast } from "@/components/ui/use-toast";
import { useReportCommentMutation } from "./use-report-comment-mutation";

interface Props {
  /** The comment being reported. */
  comment: { id: number; authorName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's own element, which the dialog is drawn in (report-comment-island.tsx). */
  container?: HTMLElement | null;
}

/** The form's rules (common/comment-schemas.ts), loaded with zod once the visitor starts typing, not to open. */
const reportResolver = zodResolverLoading(() =>
  import("@common/comment-schemas").then((schemas) => schemas.ReportInputSchema),
);

/** Asks why a comment breaks the rules and flags it for the moderator. */
export function ReportCommentDialog({ comment, open, onOpenChange, container }: Props) {
  const form = useForm<ReportInput>({
    resolver: reportResolver,
    defaultValues: { reason: "" },
  });

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  const report = useReportCommentMutation(comment.id);
  const send = (input: ReportInput) =>
    report.mutate(input, {
      onSuccess: () => {
        toast({
          title: "Comment reported",
          description: "Thank you. A moderator will review this comment.",
        });
        close();
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        toast({
          variant: "destructive",
          title: "Failed to report comment",
          description: errorMessage(error),
        });
      },
    });

  return (
    <ReportDialog
      container={container}
      onInput={reportResolver.preload}
      open={open}
      onClose={close}
      title="Report comment"
      description={`Tell the moderators why the comment by ${comment.authorName} breaks the rules.`}
      onSubmit={form.handleSubmit(send)}
      isPending={report.isPending}
      submitLabel="Submit report"
    >
      <TextareaField
        id="report-reason"
        label="Reason"
        error={form.formState.errors.reason?.message}
        registration={form.register("reason")}
      />
    </ReportDialog>
  );
}
