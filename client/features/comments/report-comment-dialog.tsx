import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ReportInputSchema, type PublicComment, type ReportInput } from "@common/comment-schemas";
import { apiRequest, ApiError, errorMessage } from "@/lib/api-client";
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
import { invalidateNoticeComments } from "./comment-queries";

interface Props {
  /** The comment being reported; kept while the dialog animates closed. */
  comment: PublicComment | null;
  open: boolean;
  onClose: () => void;
}

/** Asks why a comment breaks the rules and flags it for the moderator. */
export function ReportCommentDialog({ comment, open, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<ReportInput>({
    resolver: zodResolver(ReportInputSchema),
    defaultValues: { reason: "" },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const report = useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReportInput }) =>
      apiRequest("POST", `/api/comments/${id}/report`, input),
    onSuccess: async () => {
      toast({ title: "Comment reported", description: "Thank you. A moderator will review this comment." });
      const noticeId = comment?.noticeId;
      close();
      if (noticeId) await invalidateNoticeComments(queryClient, noticeId);
    },
    onError: (error) => {
      const fieldError = error instanceof ApiError ? error.errors.reason : undefined;
      if (fieldError) form.setError("reason", { message: fieldError });
      toast({ variant: "destructive", title: "Failed to report comment", description: errorMessage(error) });
    },
  });

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
          onSubmit={form.handleSubmit((input) => comment && report.mutate({ id: comment.id, input }))}
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
