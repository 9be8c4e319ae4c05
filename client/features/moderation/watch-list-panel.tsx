import { useForm } from "react-hook-form";
import {
  WATCH_WORD_KINDS,
  WATCH_WORD_KIND_LABELS,
  WatchWordInputSchema,
  type WatchWordInput,
} from "@common/watch-word-schemas";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { zodResolver } from "@/lib/zod-resolver";
import { useAddWatchWordMutation } from "./use-add-watch-word-mutation";
import { useRemoveWatchWordMutation } from "./use-remove-watch-word-mutation";
import { useWatchWordsQuery } from "./use-watch-words-query";

/** The editable watch list under the queue: block words refuse a notice at posting, flag words mark it. */
export function WatchListPanel() {
  const words = useWatchWordsQuery();
  // The route's own schema checks the word first (its messages beneath the field); the server's refusal lands there too.
  const form = useForm<WatchWordInput>({
    resolver: zodResolver(WatchWordInputSchema),
    defaultValues: { word: "", kind: "flag" },
  });
  const onError = (error: unknown) =>
    toast({ variant: "destructive", title: "Watch list not changed", description: errorMessage(error) });
  const add = useAddWatchWordMutation();
  const remove = useRemoveWatchWordMutation();
  const wordError = form.formState.errors.word?.message;

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Watch list</summary>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-start gap-2"
        onSubmit={form.handleSubmit((input) =>
          add.mutate(input, {
            onSuccess: () => form.reset({ word: "", kind: input.kind }),
            onError: (error) => {
              setServerFieldErrors(form, error);
              onError(error);
            },
          }),
        )}
      >
        <Field id="watch-word" label="Word or phrase" error={wordError} className="space-y-1">
          <Input className="w-48" {...form.register("word")} />
        </Field>
        <fieldset className="flex gap-3 self-end text-sm">
          <legend className="sr-only">What to do</legend>
          {WATCH_WORD_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-1">
              <input type="radio" value={k} {...form.register("kind")} />
              {WATCH_WORD_KIND_LABELS[k]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={add.isPending} className="self-end">
          Add
        </Button>
      </form>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Watch words">
        {words.data?.map((w) => (
          <li key={w.id} className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm">
            {w.word} <span className="text-muted-foreground">({w.kind})</span>
            <Button
              variant="ghost"
              size="sm"
              className="h-6 px-1"
              aria-label={`Remove ${w.word}`}
              onClick={() => remove.mutate(w.id, { onError })}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
