import { zodResolver } from "@/lib/zod-resolver";
import { useForm, useWatch } from "react-hook-form";
import { CommentInputSchema, type CommentInput } from "@common/comment-schemas";
import { LIMITS } from "@common/limits";
import { cn } from "@/lib/utils";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { usePostCommentMutation } from "./use-post-comment-mutation";

/** A visitor's comment on a discussion; it waits for a moderator before anyone sees it. */
export function CommentForm({ noticeId }: { noticeId: number }) {
  const form = useForm<CommentInput>({
    resolver: zodResolver(CommentInputSchema),
    defaultValues: { authorName: "", authorEmail: "", content: "" },
  });

  const submit = usePostCommentMutation(noticeId);
  const send = (input: CommentInput) =>
    submit.mutate(input, {
      onSuccess: () => {
        toast({
          title: "Comment submitted",
          description: "Your comment will appear once approved by a moderator.",
        });
        form.reset();
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        toast({
          variant: "destructive",
          title: "Failed to submit comment",
          description: errorMessage(error),
        });
      },
    });

  const errors = form.formState.errors;
  const contentLength = useWatch({ control: form.control, name: "content" }).length;
  const describedBy = (field: keyof CommentInput, extra?: string) =>
    [errors[field] ? `comment-${field}-error` : "", extra ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      noValidate
      aria-labelledby="comment-form-heading"
      onSubmit={form.handleSubmit(send)}
      className="space-y-4 rounded-lg border p-4"
    >
      <h3 id="comment-form-heading" className="text-lg font-semibold">
        Leave a comment
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="comment-authorName">Name</Label>
          <Input
            id="comment-authorName"
            type="text"
            autoComplete="name"
            aria-invalid={errors.authorName ? true : undefined}
            aria-describedby={describedBy("authorName")}
            {...form.register("authorName")}
          />
          <FieldError id="comment-authorName-error" message={errors.authorName?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="comment-authorEmail">Email</Label>
          <Input
            id="comment-authorEmail"
            type="email"
            autoComplete="email"
            aria-invalid={errors.authorEmail ? true : undefined}
            aria-describedby={describedBy("authorEmail", "comment-email-hint")}
            {...form.register("authorEmail")}
          />
          <p id="comment-email-hint" className="text-xs text-muted-foreground">
            Never shown publicly.
          </p>
          <FieldError id="comment-authorEmail-error" message={errors.authorEmail?.message} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="comment-content">Comment</Label>
        <Textarea
          id="comment-content"
          rows={4}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy("content", "comment-content-count")}
          {...form.register("content")}
        />
        <div className="flex items-start justify-between gap-2">
          <FieldError id="comment-content-error" message={errors.content?.message} />
          <p
            id="comment-content-count"
            className={cn(
              "ml-auto text-xs text-muted-foreground",
              contentLength > LIMITS.commentMax && "font-medium text-destructive",
            )}
          >
            {contentLength}/{LIMITS.commentMax}
          </p>
        </div>
      </div>
      <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending ? "Submitting…" : "Post comment"}
      </Button>
    </form>
  );
}
