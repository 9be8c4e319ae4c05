import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import type { AdminNoticeFormValues } from "@common/admin-notice-schemas";
import {
  ADMIN_NOTICE_STATUSES,
  NOTICE_STATUSES,
  isAdminNoticeStatus,
  noticeStatusLabel,
} from "@common/statuses";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { LOCATIONS, locationLabel } from "@common/locations";
import { Input } from "@/components/ui/input";
import { OptionSelect, type Option } from "@/components/option-select";
import { Textarea } from "@/components/ui/textarea";
import { Field } from "@/components/ui/field";

type FieldName = keyof AdminNoticeFormValues;
/** The spec's edit form offers an external link for these (local businesses keep theirs, not editable here). */
const LINK_EDIT_CATEGORIES = ["events", "jobs", "services"];

/**
 * The dropdown omits local_businesses (product-spec §5), except when the notice already is one: then it stays selectable
 * so saving does not change the category behind the moderator's back.
 */
function categoryOptions(original: string): Option[] {
  const offered = CATEGORIES.filter((c) => c !== "local_businesses" || original === c);
  return offered.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
}

/**
 * The 20 towns, as the post form offers them, so an edited notice keeps a value the town filter knows. A legacy free-text
 * location stays selectable (shown as typed) so saving other fields does not change it behind the moderator's back.
 */
function locationOptions(original: string): Option[] {
  const towns = [...LOCATIONS] as string[];
  const values = original && !towns.includes(original) ? [...towns, original] : towns;
  return values.map((value) => ({ value, label: locationLabel(value) }));
}

/**
 * The four statuses a moderator sets, and the notice's own when it is another (hidden after reports, closed by its
 * poster): it stays selectable, so saving a corrected title neither unhides nor reopens the notice.
 */
function statusOptions(original: string): Option[] {
  const own = (NOTICE_STATUSES as readonly string[]).includes(original) && !isAdminNoticeStatus(original);
  return [...ADMIN_NOTICE_STATUSES, ...(own ? [original] : [])].map((value) => ({
    value,
    label: noticeStatusLabel(value),
  }));
}

type SelectName = "category" | "status" | "location";

interface SelectFieldProps {
  form: UseFormReturn<AdminNoticeFormValues>;
  name: SelectName;
  label: string;
  options: readonly Option[];
  placeholder?: string;
}

/** One of the dialog's dropdowns: its label, the options, and the field's error beneath it. */
function SelectField({ form, name, label, options, placeholder }: SelectFieldProps) {
  const id = `edit-${name}`;
  const error = form.formState.errors[name];
  return (
    <Field id={id} label={label} error={error?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <OptionSelect
              {...control}
              value={field.value}
              onValueChange={field.onChange}
              options={options}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </Field>
  );
}

interface Props {
  form: UseFormReturn<AdminNoticeFormValues>;
  originalCategory: string;
  originalLocation: string;
  originalStatus: string;
}

export function EditNoticeFields({ form, originalCategory, originalLocation, originalStatus }: Props) {
  const errors = form.formState.errors;
  const category = useWatch({ control: form.control, name: "category" });
  const input = (field: FieldName, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <Field id={`edit-${field}`} label={label} error={errors[field]?.message}>
      <Input {...props} {...form.register(field)} />
    </Field>
  );

  return (
    <div className="space-y-4">
      {input("title", "Title")}
      <Field id="edit-description" label="Description" error={errors.description?.message}>
        <Textarea rows={5} {...form.register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="category"
          label="Category"
          options={categoryOptions(originalCategory)}
          placeholder="Select a category"
        />
        <SelectField form={form} name="status" label="Status" options={statusOptions(originalStatus)} />
        <SelectField
          form={form}
          name="location"
          label="Location"
          options={locationOptions(originalLocation)}
          placeholder="Select a location"
        />
        {input("price", "Price (£)", { type: "number", inputMode: "decimal", min: 0, step: 0.01 })}
      </div>
      {category === "events" && (
        <div className="grid gap-4 sm:grid-cols-2">
          {input("eventDate", "Event date", { type: "date" })}
          {input("eventVenue", "Venue")}
        </div>
      )}
      {LINK_EDIT_CATEGORIES.includes(category) &&
        input("externalLink", "External link", { type: "url", placeholder: "https://" })}
    </div>
  );
}
