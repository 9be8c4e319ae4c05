import { useForm } from "react-hook-form";
import { ScreenTermInputSchema } from "@common/screen-schemas";
import { zodResolver } from "@/lib/zod-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { describedBy, FieldError } from "@/components/field-error";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { ADD_KIND_LABELS, ADDABLE_KINDS, TERM_KIND_LABELS, type ScreenTermKinds } from "./screen-labels";
import { useAddScreenTermMutation, useRemoveScreenTermMutation, useScreenListsQuery } from "./use-screen";
import { Field } from "@/components/ui/field";

interface TermForm {
  term: string;
  kind: ScreenTermKinds;
}
interface Term {
  id: number;
  term: string;
  kind: string;
}

const onError = (title: string) => (error: unknown) =>
  toast({ variant: "destructive", title, description: errorMessage(error) });

/**
 * The screen's lists (admins): phrases and domains the board added, with add and remove; the shipped vocabulary by
 * topic, each phrase of which can be turned off (and on again); the shipped innocent phrases and allowed domains.
 */
export function ScreenListsPanel() {
  const lists = useScreenListsQuery();
  const add = useAddScreenTermMutation();
  const remove = useRemoveScreenTermMutation();
  if (lists.isError)
    return <p role="alert">Could not load the screen&apos;s lists: {errorMessage(lists.error)}</p>;
  if (!lists.data) return null;
  const { vocabulary, innocentPhrases, allowedDomains, terms } = lists.data;
  const offByPhrase = new Map(terms.filter((t) => t.kind === "off").map((t) => [t.term, t]));
  const topics = [...new Set(vocabulary.map((v) => v.topic))];

  return (
    <section aria-labelledby="screen-lists-heading" className="space-y-4 rounded-md border p-3 sm:p-4">
      <h2 id="screen-lists-heading" className="text-lg font-semibold">
        Lists
      </h2>
      <p className="text-sm text-muted-foreground">
        Spam phrases raise a notice&apos;s score; an innocent phrase keeps its words from counting (&quot;race
        night&quot;, &quot;credit union&quot;); links to an allowed domain never count.
      </p>
      <AddTermForm />
      {ADDABLE_KINDS.map((kind) => (
        <TermList
          key={kind}
          title={`Added ${TERM_KIND_LABELS[kind].toLowerCase()}`}
          terms={terms.filter((t) => t.kind === kind)}
          actionLabel="Remove"
          onAction={(t) => remove.mutate(t.id, { onError: onError("Not removed") })}
          disabled={remove.isPending}
        />
      ))}
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer font-medium">
          Shipped spam vocabulary ({vocabulary.length})
        </summary>
        <p className="mt-2 text-sm text-muted-foreground">
          What every new board starts with. Turn a phrase off if it holds genuine notices on this board.
        </p>
        {topics.map((topic) => (
          <div key={topic} className="mt-3 space-y-1">
            <h3 className="text-sm font-semibold">{topic}</h3>
            <ul className="flex flex-wrap gap-2" aria-label={topic}>
              {vocabulary
                .filter((v) => v.topic === topic)
                .map((v) => {
                  const off = offByPhrase.get(v.phrase);
                  return (
                    <li
                      key={v.phrase}
                      className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm break-all"
                    >
                      <span className={off ? "text-muted-foreground line-through" : undefined}>
                        {v.phrase}
                      </span>
                      {off && <span className="text-muted-foreground">(off)</span>}
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-6 px-1"
                        aria-label={off ? `Turn on ${v.phrase}` : `Turn off ${v.phrase}`}
                        disabled={add.isPending || remove.isPending}
                        onClick={() =>
                          off
                            ? remove.mutate(off.id, { onError: onError("Not turned on") })
                            : add.mutate(
                                { term: v.phrase, kind: "off" },
                                { onError: onError("Not turned off") },
                              )
                        }
                      >
                        {off ? "Turn on" : "Turn off"}
                      </Button>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </details>
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer font-medium">
          Shipped innocent phrases and allowed domains ({innocentPhrases.length + allowedDomains.length})
        </summary>
        <h3 className="mt-3 text-sm font-semibold">Innocent phrases</h3>
        <p className="text-sm break-words">{innocentPhrases.join(", ") || "None"}</p>
        <h3 className="mt-3 text-sm font-semibold">Allowed domains</h3>
        <p className="text-sm break-words">{allowedDomains.join(", ") || "None"}</p>
      </details>
    </section>
  );
}

function AddTermForm() {
  const form = useForm<TermForm>({
    resolver: zodResolver(ScreenTermInputSchema),
    defaultValues: { term: "", kind: "spam" },
  });
  const add = useAddScreenTermMutation();
  const errors = form.formState.errors;
  const submit = (input: TermForm) =>
    add.mutate(input, {
      onSuccess: (term) => {
        form.reset({ term: "", kind: input.kind });
        toast({ title: "Added", description: `"${term.term}" added to ${TERM_KIND_LABELS[input.kind]}.` });
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        onError("Not added")(error);
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-3">
      <Field id="screen-term" label="Phrase or domain" error={errors.term?.message} className="space-y-1">
        <Input className="w-full sm:w-72" autoCapitalize="none" {...form.register("term")} />
      </Field>
      <fieldset className="space-y-1" aria-describedby={describedBy("screen-kind-error", !!errors.kind)}>
        <legend className="text-sm font-medium">Add to</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {ADDABLE_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-1">
              <input type="radio" value={k} {...form.register("kind")} />
              {ADD_KIND_LABELS[k]}
            </label>
          ))}
        </div>
        <FieldError id="screen-kind-error" message={errors.kind?.message} />
      </fieldset>
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
    </form>
  );
}

function TermList(props: {
  title: string;
  terms: Term[];
  actionLabel: string;
  onAction: (term: Term) => void;
  disabled: boolean;
}) {
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold">{props.title}</h3>
      {props.terms.length === 0 ? (
        <p className="text-sm text-muted-foreground">None added.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={props.title}>
          {props.terms.map((t) => (
            <li
              key={t.id}
              className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm break-all"
            >
              {t.term}
              <Button
                variant="ghost"
                size="sm"
                className="h-6 px-1"
                aria-label={`${props.actionLabel} ${t.term}`}
                disabled={props.disabled}
                onClick={() => props.onAction(t)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
