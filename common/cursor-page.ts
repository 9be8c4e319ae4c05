import { z } from "zod";

/**
 * The one page shape of the admin lists whose shape the spec leaves free (the review queue, the History tab, the
 * Contact Messages tab): the page's `items`, newest or next first, and `nextCursor` to ask for the page after it with
 * `?cursor=` (null on the last page). Notice lists (`{data, pagination}`) and comment lists (a plain array) keep the
 * shapes server-contract.md §2 fixes.
 */
export const cursorPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** `?cursor=`: the id of the last item of the page before, as the previous answer's `nextCursor` gave it. */
export const CursorQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, "Cursor must be a number")
    .optional(),
});

/** The next page's cursor: the last item's id when there are more rows than a page, else null. */
export const nextCursorOf = (rows: { id: number }[], pageSize: number): string | null =>
  rows.length > pageSize ? String(rows[pageSize - 1].id) : null;
