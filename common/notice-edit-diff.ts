import { z } from "zod";
import { categoryLabel } from "./categories";
import { formatDate, formatPrice } from "./format";
import { locationLabel } from "./locations";

/** The fields a poster's edit of a live notice can change, as both the notice and the waiting edit hold them. */
export interface EditableFields {
  title: string;
  description: string;
  category: string;
  location: string;
  price: number | null;
  eventDate: Date | string | null;
  eventVenue: string | null;
  externalLink: string | null;
  imageUrl: string | null;
}

/** One changed field of a waiting edit, as the moderator reads it: "Price: £85.00 → £70.00". */
export const EditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type EditChange = z.infer<typeof EditChangeSchema>;

const FIELDS: { field: keyof EditableFields; label: string; show: (v: never) => string | null }[] = [
  { field: "title", label: "Title", show: (v: string) => v },
  { field: "description", label: "Description", show: (v: string) => v },
  { field: "category", label: "Category", show: (v: string) => categoryLabel(v) },
  { field: "location", label: "Town", show: (v: string) => locationLabel(v) },
  { field: "price", label: "Price", show: (v: number | null) => (v === null ? null : formatPrice(v)) },
  {
    field: "eventDate",
    label: "Event date",
    show: (v: Date | string | null) => (v === null ? null : formatDate(v)),
  },
  { field: "eventVenue", label: "Venue", show: (v: string | null) => v || null },
  { field: "externalLink", label: "Link", show: (v: string | null) => v || null },
];

/**
 * What a waiting edit changes, field by field in the form's order (old → new, null where a field is empty). The image
 * is named, not shown: "New image", "Removed".
 */
export function editChanges(
  current: EditableFields,
  proposed: EditableFields & { imageChanged: boolean },
): EditChange[] {
  const changes: EditChange[] = [];
  for (const { field, label, show } of FIELDS) {
    const from = show(current[field] as never);
    const to = show(proposed[field] as never);
    if (from !== to) changes.push({ field, label, from, to });
  }
  if (proposed.imageChanged && proposed.imageUrl !== current.imageUrl) {
    changes.push({
      field: "image",
      label: "Image",
      from: current.imageUrl ? "Current image" : null,
      to: proposed.imageUrl ? "New image" : "Removed",
    });
  }
  return changes;
}
