import { useEffect } from "react";
import { zodResolver } from "@/lib/zod-resolver";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { LOCATIONS, LOCATION_LABELS } from "@common/locations";
import {
  ALERT_MODE_LABELS,
  ALERT_MODES,
  AlertPreferencesSchema,
  MAX_WAIT_HOURS,
  type AlertPreferences,
} from "@common/queue-alert-schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { DashboardCard } from "@/components/dashboard-card";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { useAlertPreferencesQuery, useSaveAlertPreferencesMutation } from "./use-alert-preferences";
import { Field } from "@/components/ui/field";

type Form = UseFormReturn<AlertPreferences>;

/** A group of checkboxes under one name (towns or categories); none ticked means all of them. */
function ChoiceGroup({
  form,
  name,
  legend,
  options,
}: {
  form: Form;
  name: "towns" | "categories";
  legend: string;
  options: { value: string; label: string }[];
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={`alert-${name}-hint`} className="text-sm text-muted-foreground">
        Tick none for all of them.
      </p>
      <div
        className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4"
        aria-describedby={`alert-${name}-hint`}
      >
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={option.value} className="h-4 w-4" {...form.register(name)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const TOWNS = LOCATIONS.map((value) => ({ value, label: LOCATION_LABELS[value] }));
const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

function QueueAlertsForm({ saved }: { saved: AlertPreferences }) {
  const form = useForm<AlertPreferences>({
    resolver: zodResolver(AlertPreferencesSchema),
    defaultValues: saved,
  });
  const save = useSaveAlertPreferencesMutation();
  const { errors } = form.formState;
  useEffect(() => form.reset(saved), [form, saved]);
  const mode = useWatch({ control: form.control, name: "mode" });

  const onSubmit = (input: AlertPreferences) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: "Queue alerts saved" }),
      onError: (error) => {
        setServerFieldErrors(form, error);
        toast({
          variant: "destructive",
          title: "Failed to save queue alerts",
          description: errorMessage(error),
        });
      },
    });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Mail me</legend>
        {ALERT_MODES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="h-4 w-4" {...form.register("mode")} />
            {ALERT_MODE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {mode !== "none" && (
        <>
          <div className="flex flex-wrap gap-4">
            <Field
              id="alert-email"
              label="Email address for these mails"
              error={errors.email?.message}
              className="w-full max-w-sm space-y-1"
            >
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </Field>
            {mode === "waiting" && (
              <Field
                id="alert-hours"
                label="When a notice has waited more than (hours)"
                error={errors.waitHours?.message}
                className="space-y-1"
              >
                <Input
                  type="number"
                  min={1}
                  max={MAX_WAIT_HOURS}
                  className="w-24"
                  {...form.register("waitHours", { valueAsNumber: true })}
                />
              </Field>
            )}
          </div>
          <ChoiceGroup form={form} name="towns" legend="Only notices in these towns" options={TOWNS} />
          <ChoiceGroup
            form={form}
            name="categories"
            legend="Only notices in these categories"
            options={CATEGORY_OPTIONS}
          />
        </>
      )}
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save queue alerts"}
      </Button>
    </form>
  );
}

/**
 * The signed-in person's queue mail on the dashboard: none, a daily summary at 08:00, or an alert (at most hourly)
 * when a notice has waited past their limit, optionally only in their towns and categories.
 */
export function QueueAlertsCard() {
  const query = useAlertPreferencesQuery();
  return (
    <DashboardCard title="Queue alerts" query={query} failedText="Queue alerts could not be loaded.">
      {(data) => <QueueAlertsForm saved={data as AlertPreferences} />}
    </DashboardCard>
  );
}
