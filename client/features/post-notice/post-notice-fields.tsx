import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { CATEGORIES, CATEGORY_LABELS, LINK_CATEGORIES } from "@common/categories";
import { LIMITS } from "@common/limits";
import { LOCATIONS, LOCATION_LABELS } from "@common/locations";
import { londonDay } from "@common/london-day";
import { withLinkScheme } from "@common/external-link";
import type { NoticeFormOutput, NoticeFormValues } from "@common/notice-posting-schemas";
import { Input } from "@/components/ui/input";
import { DeferredSelect } from "@/components/deferred-select";
import { Textarea } from "@/components/ui/textarea";
import { usePublicSettings } from "@/lib/settings-source";
import { FeatureOptions } from "./post-notice-choices";
import { Field } from "@/components/ui/field";

export type PostNoticeForm = UseFormReturn<NoticeFormValues, unknown, NoticeFormOutput>;

/** Today in London, for the date picker's `min`: past dates cannot be chosen (the server's rule, the same day). */
const today = () => londonDay(new Date());

/** Every field of the Post a Notice form; which appear depends on the category (product-spec.md §2). */
export function PostNoticeFields({ form, editing = false }: { form: PostNoticeForm; editing?: boolean }) {
  const errors = form.formState.errors;
  const category = useWatch({ control: form.control, name: "category" });
  const description = useWatch({ control: form.control, name: "description" });
  const { paymentsEnabled } = usePublicSettings();
  const select = (
    field: "category" | "location",
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <Field id={`post-${field}`} label={label} error={errors[field]?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name={field}
          render={({ field: f }) => (
            // The dropdown's code loads at the first press on it, not with the dialog (deferred-select.tsx).
            <DeferredSelect
              {...control}
              value={f.value}
              valueText={labels[f.value]}
              options={options.map((value) => ({ value, label: labels[value] }))}
              onValueChange={f.onChange}
              placeholder={`Select a ${field}`}
              onBlur={f.onBlur}
              ref={f.ref}
            />
          )}
        />
      )}
    </Field>
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {select("category", "Category", CATEGORIES, CATEGORY_LABELS)}
        {select("location", "Location", LOCATIONS, LOCATION_LABELS)}
      </div>
      <Field id="post-title" label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...form.register("title")} />
      </Field>
      <div className="space-y-2">
        <Field
          id="post-description"
          label="Description"
          error={errors.description?.message}
          describedBy="post-description-count"
        >
          <Textarea rows={5} {...form.register("description")} />
        </Field>
        <div className="flex">
          <p id="post-description-count" className="ml-auto text-xs text-muted-foreground">
            {description.length}/{LIMITS.descriptionMax}
          </p>
        </div>
      </div>
      {category === "items_for_sale" && (
        <Field id="post-price" label="Price (£)" error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...form.register("price")} />
        </Field>
      )}
      {category === "events" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="post-eventDate" label="Event date" error={errors.eventDate?.message}>
            <Input type="date" min={today()} {...form.register("eventDate")} />
          </Field>
          <Field id="post-eventVenue" label="Venue (optional)" error={errors.eventVenue?.message}>
            <Input {...form.register("eventVenue")} />
          </Field>
        </div>
      )}
      {(LINK_CATEGORIES as readonly string[]).includes(category) && (
        <Field id="post-externalLink" label="External link (optional)" error={errors.externalLink?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("externalLink", {
              // Show the link as it will be saved: "www.example.com" becomes "https://www.example.com".
              onBlur: (event: { target: { value: string } }) =>
                form.setValue("externalLink", withLinkScheme(event.target.value.trim())),
            })}
          />
        </Field>
      )}
      {/* A poster editing through the manage link keeps the address they confirmed; featuring is bought separately. */}
      {!editing && (
        <Field
          id="post-contactEmail"
          label="Contact email"
          description="We send the activation link here. It is never shown publicly."
          error={errors.contactEmail?.message}
        >
          <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
        </Field>
      )}
      {!editing && category === "local_businesses" && paymentsEnabled && <FeatureOptions form={form} />}
    </div>
  );
}
