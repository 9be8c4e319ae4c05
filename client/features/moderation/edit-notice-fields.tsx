import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import type { AdminNoticeFormValues } from "@common/admin-notice-schemas";
import { ADMIN_NOTICE_STATUSES } from "@common/statuses";
import { CATEGORIES, CATEGORY_LABELS, isCategory } from "@common/categories";
import { LOCATIONS, locationLabel } from "@common/locations";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { describedBy, FieldError } from "@/components/field-error";

type Field = keyof AdminNoticeFormValues;
const STATUS_LABELS = {
  pending: "Pending",
  active: "Active",
  rejected: "Rejected",
  expired: "Expired",
} as const;
/** The spec's edit form offers an external link for these (local businesses keep theirs, not editable here). */
const LINK_EDIT_CATEGORIES = ["events", "jobs", "services"];

/**
 * The dropdown omits local_businesses (product-spec §5), except when the notice already is one: then it stays selectable
 * so saving does not change the category behind the moderator's back.
 */
function categoryOptions(original: string): string[] {
  const offered = CATEGORIES.filter((c) => c !== "local_businesses") as string[];
  return original === "local_businesses" ? [...offered, original] : offered;
}

/**
 * The 20 towns, as the post form offers them, so an edited notice keeps a value the town filter knows. A legacy free-text
 * location stays selectable (shown as typed) so saving other fields does not change it behind the moderator's back.
 */
function locationOptions(original: string): string[] {
  const towns = [...LOCATIONS] as string[];
  return original && !towns.includes(original) ? [...towns, original] : towns;
}

interface Props {
  form: UseFormReturn<AdminNoticeFormValues>;
  originalCategory: string;
  originalLocation: string;
}

export function EditNoticeFields({ form, originalCategory, originalLocation }: Props) {
  const errors = form.formState.errors;
  const category = useWatch({ control: form.control, name: "category" });
  const input = (field: Field, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="space-y-2">
      <Label htmlFor={`edit-${field}`}>{label}</Label>
      <Input
        id={`edit-${field}`}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(`edit-${field}-error`, !!errors[field])}
        {...props}
        {...form.register(field)}
      />
      <FieldError id={`edit-${field}-error`} message={errors[field]?.message} />
    </div>
  );

  return (
    <div className="space-y-4">
      {input("title", "Title")}
      <div className="space-y-2">
        <Label htmlFor="edit-description">Description</Label>
        <Textarea
          id="edit-description"
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("edit-description-error", !!errors.description)}
          {...form.register("description")}
        />
        <FieldError id="edit-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="edit-category">Category</Label>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                value={isCategory(field.value) ? field.value : undefined}
                onValueChange={field.onChange}
              >
                <SelectTrigger
                  id="edit-category"
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={describedBy("edit-category-error", !!errors.category)}
                >
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {categoryOptions(originalCategory).map((value) => (
                    <SelectItem key={value} value={value}>
                      {CATEGORY_LABELS[value as keyof typeof CATEGORY_LABELS]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="edit-category-error" message={errors.category?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="edit-status">Status</Label>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="edit-status"
                  aria-invalid={errors.status ? true : undefined}
                  aria-describedby={describedBy("edit-status-error", !!errors.status)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ADMIN_NOTICE_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {STATUS_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="edit-status-error" message={errors.status?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="edit-location">Location</Label>
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <SelectTrigger
                  id="edit-location"
                  aria-invalid={errors.location ? true : undefined}
                  aria-describedby={describedBy("edit-location-error", !!errors.location)}
                >
                  <SelectValue placeholder="Select a location" />
                </SelectTrigger>
                <SelectContent>
                  {locationOptions(originalLocation).map((value) => (
                    <SelectItem key={value} value={value}>
                      {locationLabel(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="edit-location-error" message={errors.location?.message} />
        </div>
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
