import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { ReportInputSchema, type PublicComment, type ReportInput } from "@common/comment-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { ReportDialog, TextareaField } from "@/components/report-dialog";
import { toast } from "@/components/ui/use-toast";
import { useReportCommentMutation } from "./use-report-comment-mutation";

interface Props {
  /** The comment being reported; kept while the dialog animates closed. */
  comment: PublicComment | null;
  open: boolean;
  onClose: () => void;
}

/** Asks why a comment breaks the rules and flags it for the moderator. */
export function ReportCommentDialog({ comment, open, onClose }: Props) {
  const form = useForm<ReportInput>({
    resolver: zodResolver(ReportInputSchema),
    defaultValues: { reason: "" },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const report = useReportCommentMutation();
  const send = (reported: PublicComment, input: ReportInput) =>
    report.mutate(
      { comment: reported, input },
      {
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
      },
    );

  return (
    <ReportDialog
      open={open && comment !== null}
      onClose={close}
      title="Report comment"
      description={
        comment ? `Tell the moderators why the comment by ${comment.authorName} breaks the rules.` : null
      }
      onSubmit={form.handleSubmit((input) => comment && send(comment, input))}
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
