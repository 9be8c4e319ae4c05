import { useState } from "react";
import { WATCH_WORD_KINDS, WATCH_WORD_KIND_LABELS, type WatchWordKind } from "@common/watch-word-schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAddWatchWordMutation } from "./use-add-watch-word-mutation";
import { useRemoveWatchWordMutation } from "./use-remove-watch-word-mutation";
import { useWatchWordsQuery } from "./use-watch-words-query";

/** The editable watch list under the queue: block words refuse a notice at posting, flag words mark it. */
export function WatchListPanel() {
  const words = useWatchWordsQuery();
  const [word, setWord] = useState("");
  const [kind, setKind] = useState<WatchWordKind>("flag");
  const onError = (error: unknown) =>
    toast({ variant: "destructive", title: "Watch list not changed", description: errorMessage(error) });
  const add = useAddWatchWordMutation();
  const remove = useRemoveWatchWordMutation();

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Watch list</summary>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ word, kind }, { onSuccess: () => setWord(""), onError });
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="watch-word">Word or phrase</Label>
          <Input id="watch-word" value={word} onChange={(e) => setWord(e.target.value)} className="w-48" />
        </div>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">What to do</legend>
          {WATCH_WORD_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-1">
              <input type="radio" name="watch-kind" checked={kind === k} onChange={() => setKind(k)} />
              {WATCH_WORD_KIND_LABELS[k]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={add.isPending}>
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
