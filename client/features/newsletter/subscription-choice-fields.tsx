import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { LOCATIONS, LOCATION_LABELS } from "@common/locations";
import { FREQUENCIES, FREQUENCY_LABELS } from "@common/subscriber-choices";
import type { SubscriptionChoices } from "@common/subscriber-schemas";
import { Label } from "@/components/ui/label";

/** Towns a reader can pick: "All Shropshire" is what every town's notices include, not a town to pick. */
const TOWNS = LOCATIONS.filter((l) => l !== "all_shropshire");

interface CheckboxGroupProps {
  legend: string;
  hint: string;
  idPrefix: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}

function CheckboxGroup({ legend, hint, idPrefix, options, value, onChange }: CheckboxGroupProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={id}
                checked={value.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                  )
                }
                className="h-4 w-4 shrink-0 accent-primary"
              />
              <Label htmlFor={id} className="text-sm font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Frequency, towns and categories: the same fields when subscribing and when changing a subscription. */
export function SubscriptionChoiceFields<T extends FieldValues & SubscriptionChoices>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  return (
    <div className="space-y-4">
      <Controller
        control={control}
        name={"frequency" as Path<T>}
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">How often</legend>
            <div className="flex flex-col gap-2">
              {FREQUENCIES.map((frequency) => (
                <label key={frequency} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${idPrefix}-frequency`}
                    value={frequency}
                    checked={field.value === frequency}
                    onChange={() => field.onChange(frequency)}
                    className="h-4 w-4 accent-primary"
                  />
                  {FREQUENCY_LABELS[frequency]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name={"locations" as Path<T>}
        render={({ field }) => (
          <CheckboxGroup
            legend="Towns"
            hint="None ticked: every town. Notices for all of Shropshire are always included."
            idPrefix={`${idPrefix}-town`}
            options={TOWNS.map((l) => ({ value: l, label: LOCATION_LABELS[l] }))}
            value={field.value as string[]}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name={"categories" as Path<T>}
        render={({ field }) => (
          <CheckboxGroup
            legend="Categories"
            hint="None ticked: every category."
            idPrefix={`${idPrefix}-category`}
            options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
            value={field.value as string[]}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
