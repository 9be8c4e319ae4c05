import { zodResolverLoading } from "@/lib/zod-resolver";
import { useForm, useWatch } from "react-hook-form";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  describeSavedSearch,
  SAVE_SEARCH_CONSENT_TEXT,
  type AlertFrequency,
} from "@common/saved-search-choices";
import type { SavedSearchInput } from "@common/saved-search-schemas";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { FieldError } from "@/components/field-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useSaveSearchMutation } from "./use-saved-search-mutations";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Field } from "@/components/ui/field";

/** The search as the results page has it: the words as typed, and the town and category chosen beside them. */
export interface SearchToSave {
  search: string;
  location?: SavedSearchInput["location"];
  within?: SavedSearchInput["within"];
  category?: SavedSearchInput["category"];
}

/** What the chosen frequency means, said under the choice. */
const FREQUENCY_HINTS: Record<AlertFrequency, string> = {
  hourly: "You will get an e-mail within the hour of each new match.",
  daily: "You will get at most one e-mail a day, at 7am, with the day's new matches.",
};

type FormValues = Pick<SavedSearchInput, "email" | "frequency">;

/** The form's rules (common/saved-search-schemas.ts), loaded with zod once the visitor starts, not to open. */
const formResolver = zodResolverLoading(() =>
  import("@common/saved-search-schemas").then((schemas) =>
    schemas.SavedSearchInputSchema.pick({ email: true, frequency: true }),
  ),
);

interface Props {
  search: SearchToSave;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The island's own element, which the dialog is drawn in (save-search-island.tsx). */
  container?: HTMLElement | null;
}

/** "E-mail me when a notice matches": an address and how often (POST /api/saved-searches, double opt-in). */
export function SaveSearchDialog({ search, open, onOpenChange, container }: Props) {
  const form = useForm<FormValues>({
    resolver: formResolver,
    defaultValues: { email: "", frequency: "daily" },
  });
  const save = useSaveSearchMutation();
  const close = () => {
    form.reset();
    onOpenChange(false);
  };
  const send = (values: FormValues) =>
    save.mutate(
      { ...values, ...search, source: `${window.location.pathname}${window.location.search}`.slice(0, 300) },
      {
        onSuccess: (answer) => {
          toast({
            title: answer.message,
            description: "Press the button in the e-mail we sent: nothing is sent to you before that.",
          });
          close();
        },
        onError: (error) => {
          setServerFieldErrors(form, error);
          toast({
            variant: "destructive",
            title: "Failed to save the search",
            description: errorMessage(error),
          });
        },
      },
    );
  const emailError = form.formState.errors.email?.message;
  const frequencyError = form.formState.errors.frequency?.message;
  const frequency = useWatch({ control: form.control, name: "frequency" });

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent container={container}>
        <DialogHeader>
          <DialogTitle>E-mail me when a notice matches</DialogTitle>
          <DialogDescription>
            We e-mail you new notices matching {describeSavedSearch(search)}.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(send)}
          onInput={formResolver.preload}
          aria-label="Save this search"
        >
          <Field id="save-search-email" label="Email address" error={emailError}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.co.uk"
              {...form.register("email")}
            />
          </Field>
          {/* The default (once a day) is a choice the reader sees made: two large options, the chosen one marked. */}
          <fieldset className="space-y-2" aria-describedby="save-search-frequency-hint">
            <legend className="text-sm font-medium">How often should we e-mail you?</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ALERT_FREQUENCIES.map((frequency) => (
                <label
                  key={frequency}
                  className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:font-medium"
                >
                  <input type="radio" value={frequency} className="h-4 w-4" {...form.register("frequency")} />
                  {ALERT_FREQUENCY_LABELS[frequency]}
                </label>
              ))}
            </div>
            <p id="save-search-frequency-hint" className="text-sm text-muted-foreground" aria-live="polite">
              {FREQUENCY_HINTS[frequency]}
            </p>
            <FieldError id="save-search-frequency-error" message={frequencyError} />
          </fieldset>
          <p className="text-xs text-muted-foreground">{SAVE_SEARCH_CONSENT_TEXT}</p>
          <FormDialogFooter
            onCancel={close}
            isPending={save.isPending}
            label="Save this search"
            pendingLabel="Saving…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
