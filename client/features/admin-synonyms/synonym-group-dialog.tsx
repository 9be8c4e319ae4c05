import { useState, type FormEvent } from "react";
import { SynonymGroupInputSchema, type SynonymGroup } from "@common/synonym-schemas";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useSaveSynonymGroupMutation } from "./use-synonym-mutations";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Button } from "@/components/ui/button";
import { SynonymPreview } from "./synonym-preview";
import "@/lib/zod-jitless";
import { Field } from "@/components/ui/field";

type FieldName = "terms" | "narrower";

/** "couch, settee, sofa" → ["couch", "settee", "sofa"]. */
export const wordsOf = (text: string) =>
  text
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The group being changed; none: a new group. */
  group?: SynonymGroup;
  /** A new group's first word ("Make this mean…": the search that found nothing), kept in front of the words typed. */
  fixedTerm?: string;
}

/** Adds or changes a thesaurus group: the words that mean the same, and the narrower words (kinds of it). */
export function SynonymGroupDialog({ open, onOpenChange, title, description, group, fixedTerm }: Props) {
  const initial = {
    terms: (group?.terms ?? []).join(", "),
    narrower: (group?.narrower ?? []).join(", "),
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  /** The words last previewed: what the new meaning would find, shown before saving. */
  const [previewed, setPreviewed] = useState<string[] | null>(null);
  const save = useSaveSynonymGroupMutation();
  const close = () => {
    setValues(initial);
    setErrors({});
    setPreviewed(null);
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SynonymGroupInputSchema.safeParse({
      terms: [...(fixedTerm ? [fixedTerm] : []), ...wordsOf(values.terms)],
      narrower: wordsOf(values.narrower),
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues)
        found[(issue.path[0] as FieldName) ?? "terms"] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(
      { ...parsed.data, id: group?.id },
      {
        onSuccess: (saved) => {
          toast({
            title: group ? "Synonyms changed" : "Synonyms added",
            description: saved.terms.join(", "),
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.errors);
          toast({ variant: "destructive", title: "Synonyms not saved", description: errorMessage(error) });
        },
      },
    );
  };

  const field = (name: FieldName, label: string, hint: string) => (
    <Field id={`synonym-${name}`} label={label} description={hint} error={errors[name]}>
      <Input value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={submit}>
          {field(
            "terms",
            fixedTerm ? "Words it should mean" : "Words that mean the same",
            "Separate words with commas, e.g. settee, sofa, couch.",
          )}
          {field("narrower", "Narrower words (optional)", "Kinds of it, e.g. for dog: spaniel, labrador.")}
          <Button
            type="button"
            variant="outline"
            onClick={() => setPreviewed([...wordsOf(values.terms), ...wordsOf(values.narrower)])}
          >
            Preview what it would find
          </Button>
          {previewed && <SynonymPreview words={previewed} />}
          <FormDialogFooter onCancel={close} isPending={save.isPending} label="Save" pendingLabel="Saving…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
