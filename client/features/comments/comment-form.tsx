import { zodResolverLoading } from "@/lib/zod-resolver";
import { useForm, useWatch } from "react-hook-form";
import type { CommentInput } from "@common/comment-schemas";
import { LIMITS } from "@common/limits";
import { cn } from "@/lib/utils";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { usePostCommentMutation } from "./use-post-comment-mutation";
import { Field } from "@/components/ui/field";
import { useHydrated } from "@/lib/use-hydrated";

/** The form's rules (common/comment-schemas.ts), loaded with zod once the visitor starts typing. */
const commentResolver = zodResolverLoading(() =>
  import("@common/comment-schemas").then((schemas) => schemas.CommentInputSchema),
);

/**
 * A visitor's comment on a discussion; it waits for a moderator before anyone sees it. Drawn in an island of its own
 * (comment-form-island.tsx).
 */
export function CommentForm({ noticeId }: { noticeId: number }) {
  const form = useForm<CommentInput>({
    resolver: commentResolver,
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
  // Until the page's script runs, the form posts itself (answered by this page with ?comment=, issue 38), checked by
  // the browser with the same limits; once it runs, the form's own checks and messages take over.
  const hydrated = useHydrated();
  const browserChecks = (min: number, max: number) =>
    hydrated ? {} : { required: true, minLength: min, maxLength: max };

  return (
    <form
      id="comment-form"
      method="post"
      action={`/api/notices/${noticeId}/comments`}
      noValidate={hydrated}
      aria-labelledby="comment-form-heading"
      onSubmit={form.handleSubmit(send)}
      onInput={commentResolver.preload}
      className="space-y-4 rounded-lg border p-4"
    >
      <h3 id="comment-form-heading" className="text-lg font-semibold">
        Leave a comment
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="comment-authorName" label="Name" error={errors.authorName?.message}>
          <Input
            type="text"
            autoComplete="name"
            {...browserChecks(LIMITS.nameMin, LIMITS.nameMax)}
            {...form.register("authorName")}
          />
        </Field>
        <Field
          id="comment-authorEmail"
          label="Email"
          description="Never shown publicly."
          error={errors.authorEmail?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            {...(hydrated ? {} : { required: true })}
            {...form.register("authorEmail")}
          />
        </Field>
      </div>
      <div className="space-y-2">
        <Field
          id="comment-content"
          label="Comment"
          error={errors.content?.message}
          describedBy="comment-content-count"
        >
          <Textarea
            rows={4}
            {...browserChecks(LIMITS.commentMin, LIMITS.commentMax)}
            {...form.register("content")}
          />
        </Field>
        <div className="flex">
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
