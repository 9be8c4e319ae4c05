import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ReportInputSchema, type PublicComment, type ReportInput } from "@common/comment-schemas";
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

  const reasonError = form.formState.errors.reason?.message;

  return (
    <Dialog open={open && comment !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report comment</DialogTitle>
          <DialogDescription>
            {comment
              ? `Tell the moderators why the comment by ${comment.authorName} breaks the rules.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((input) => comment && send(comment, input))}
        >
          <div className="space-y-2">
            <Label htmlFor="report-reason">Reason</Label>
            <Textarea
              id="report-reason"
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "report-reason-error" : undefined}
              {...form.register("reason")}
            />
            <FieldError id="report-reason-error" message={reasonError} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? "Reporting…" : "Submit report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
