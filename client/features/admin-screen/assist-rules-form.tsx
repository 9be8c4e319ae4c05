import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/lib/zod-resolver";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useAssistRulesQuery, useSaveAssistRulesMutation } from "./use-screen";
import { Field } from "@/components/ui/field";

/** The words typed one a line (or separated by commas), as the server keeps them: trimmed, lower case, no repeats. */
export const splitWords = (text: string) => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean),
  ),
];

const RulesFormSchema = z.object({
  holdNewPosterLinks: z.boolean(),
  holdWords: z.string().superRefine((text, ctx) => {
    const words = splitWords(text);
    const short = words.find((w) => w.length < 2);
    const long = words.find((w) => w.length > 60);
    if (short) ctx.addIssue({ code: "custom", message: `"${short}" is too short: at least 2 characters` });
    else if (long)
      ctx.addIssue({ code: "custom", message: "Each word or phrase must be at most 60 characters" });
    else if (words.length > 200) ctx.addIssue({ code: "custom", message: "At most 200 words or phrases" });
  }),
});
type RulesForm = z.infer<typeof RulesFormSchema>;

/** The Admin Assist-style hold rules (admins only: a moderator's request is refused, and the form is not shown). */
export function AssistRulesPanel() {
  const rules = useAssistRulesQuery();
  if (rules.isError) return <p role="alert">Could not load the hold rules: {errorMessage(rules.error)}</p>;
  if (!rules.data) return null;
  return <AssistRulesForm initial={rules.data} />;
}

export function AssistRulesForm({
  initial,
}: {
  initial: { holdNewPosterLinks: boolean; holdWords: string[] };
}) {
  const form = useForm<RulesForm>({
    resolver: zodResolver(RulesFormSchema),
    defaultValues: {
      holdNewPosterLinks: initial.holdNewPosterLinks,
      holdWords: initial.holdWords.join("\n"),
    },
  });
  const save = useSaveAssistRulesMutation();
  const errors = form.formState.errors;

  const submit = (values: RulesForm) =>
    save.mutate(
      { holdNewPosterLinks: values.holdNewPosterLinks, holdWords: splitWords(values.holdWords) },
      {
        onSuccess: (saved) => {
          form.reset({ holdNewPosterLinks: saved.holdNewPosterLinks, holdWords: saved.holdWords.join("\n") });
          toast({ title: "Hold rules saved" });
        },
        onError: (error) => {
          // A word's message comes back as "holdWords.3": it belongs under the one field.
          if (error instanceof ApiError)
            for (const [field, message] of Object.entries(error.errors)) {
              const name = field.split(".")[0];
              if (name === "holdWords" || name === "holdNewPosterLinks") form.setError(name, { message });
            }
          toast({ variant: "destructive", title: "Hold rules not saved", description: errorMessage(error) });
        },
      },
    );

  return (
    <section aria-labelledby="assist-rules-heading" className="space-y-3 rounded-md border p-3 sm:p-4">
      <h2 id="assist-rules-heading" className="text-lg font-semibold">
        Hold rules
      </h2>
      <p className="text-sm text-muted-foreground">
        A notice a rule catches goes to the Likely spam lane, with the rule as its reason. Both are off on a
        new board.
      </p>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <Field
          id="hold-new-poster-links"
          label="Hold any notice from a new poster with a link"
          error={errors.holdNewPosterLinks?.message}
          inline
        >
          {(control) => (
            <Controller
              control={form.control}
              name="holdNewPosterLinks"
              render={({ field }) => (
                <Switch
                  {...control}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          )}
        </Field>
        <Field
          id="hold-words"
          label="Hold notices with these words"
          description={
            <>One word or phrase a line. Leave empty to hold by words only from the screen&apos;s lists.</>
          }
          error={errors.holdWords?.message}
        >
          <Textarea rows={4} {...form.register("holdWords")} />
        </Field>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save hold rules"}
        </Button>
      </form>
    </section>
  );
}
