import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { CATEGORIES, CATEGORY_LABELS, LINK_CATEGORIES } from "@common/categories";
import { LIMITS } from "@common/limits";
import { LOCATIONS, LOCATION_LABELS } from "@common/locations";
import { londonDay } from "@common/london-day";
import { withLinkScheme } from "@common/notice-schemas";
import type { NoticeFormOutput, NoticeFormValues } from "@common/notice-posting-schemas";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { describedBy, FieldError } from "@/components/field-error";
import { useSettings } from "@/features/settings/use-settings-query";
import { FeatureOptions } from "./post-notice-choices";

export type PostNoticeForm = UseFormReturn<NoticeFormValues, unknown, NoticeFormOutput>;
type Field = keyof NoticeFormValues;

/** Today in London, for the date picker's `min`: past dates cannot be chosen (the server's rule, the same day). */
const today = () => londonDay(new Date());

/** Every field of the Post a Notice form; which appear depends on the category (product-spec.md §2). */
export function PostNoticeFields({ form, editing = false }: { form: PostNoticeForm; editing?: boolean }) {
  const errors = form.formState.errors;
  const category = useWatch({ control: form.control, name: "category" });
  const description = useWatch({ control: form.control, name: "description" });
  const { paymentsEnabled } = useSettings();
  const a11y = (field: Field, ...hints: string[]) => ({
    id: `post-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(`post-${field}-error`, !!errors[field], ...hints),
  });
  const error = (field: Field) => <FieldError id={`post-${field}-error`} message={errors[field]?.message} />;
  const select = (
    field: "category" | "location",
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <div className="space-y-2">
      <Label htmlFor={`post-${field}`}>{label}</Label>
      <Controller
        control={form.control}
        name={field}
        render={({ field: f }) => (
          <Select value={f.value} onValueChange={f.onChange}>
            <SelectTrigger {...a11y(field)} onBlur={f.onBlur} ref={f.ref}>
              <SelectValue placeholder={`Select a ${field}`} />
            </SelectTrigger>
            <SelectContent>
              {options.map((value) => (
                <SelectItem key={value} value={value}>
                  {labels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      {error(field)}
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {select("category", "Category", CATEGORIES, CATEGORY_LABELS)}
        {select("location", "Location", LOCATIONS, LOCATION_LABELS)}
      </div>
      <div className="space-y-2">
        <Label htmlFor="post-title">Title</Label>
        <Input {...a11y("title")} maxLength={200} {...form.register("title")} />
        {error("title")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="post-description">Description</Label>
        <Textarea
          {...a11y("description", "post-description-count")}
          rows={5}
          {...form.register("description")}
        />
        <div className="flex items-start justify-between gap-2">
          {error("description")}
          <p id="post-description-count" className="ml-auto text-xs text-muted-foreground">
            {description.length}/{LIMITS.descriptionMax}
          </p>
        </div>
      </div>
      {category === "items_for_sale" && (
        <div className="space-y-2">
          <Label htmlFor="post-price">Price (£)</Label>
          <Input
            {...a11y("price")}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...form.register("price")}
          />
          {error("price")}
        </div>
      )}
      {category === "events" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="post-eventDate">Event date</Label>
            <Input {...a11y("eventDate")} type="date" min={today()} {...form.register("eventDate")} />
            {error("eventDate")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="post-eventVenue">Venue (optional)</Label>
            <Input {...a11y("eventVenue")} {...form.register("eventVenue")} />
            {error("eventVenue")}
          </div>
        </div>
      )}
      {(LINK_CATEGORIES as readonly string[]).includes(category) && (
        <div className="space-y-2">
          <Label htmlFor="post-externalLink">External link (optional)</Label>
          <Input
            {...a11y("externalLink")}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("externalLink", {
              // Show the link as it will be saved: "www.example.com" becomes "https://www.example.com".
              onBlur: (event: { target: { value: string } }) =>
                form.setValue("externalLink", withLinkScheme(event.target.value.trim())),
            })}
          />
          {error("externalLink")}
        </div>
      )}
      {/* A poster editing through the manage link keeps the address they confirmed; featuring is bought separately. */}
      {!editing && (
        <div className="space-y-2">
          <Label htmlFor="post-contactEmail">Contact email</Label>
          <Input
            {...a11y("contactEmail", "post-contactEmail-hint")}
            type="email"
            autoComplete="email"
            {...form.register("contactEmail")}
          />
          <p id="post-contactEmail-hint" className="text-xs text-muted-foreground">
            We send the activation link here. It is never shown publicly.
          </p>
          {error("contactEmail")}
        </div>
      )}
      {!editing && category === "local_businesses" && paymentsEnabled && <FeatureOptions form={form} />}
    </div>
  );
}
