import { z } from "zod";
import { LIMITS } from "./limits";

/**
 * An id sent in a JSON body: a positive whole number an integer column can hold (at most LIMITS.idMax, 2^31 − 1), so
 * a larger one is a 400 rather than a database error.
 */
export const RecordIdSchema = z.number().int().positive().max(LIMITS.idMax);

const WHOLE_ID = /^\d{1,9}$/;

/** A path's id as a number: a positive whole number of at most nine digits, or null for anything else. */
export function wholeIdOf(raw: string): number | null {
  return WHOLE_ID.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The one path-id schema (`/…/:id`): a positive whole number of at most nine digits, or null for anything else. A
 * malformed id is not a 400: it names nothing, so the route answers its own "not found" like an unknown id (the
 * server's `existingId`), whatever the text after the slash.
 */
export const IdParamsSchema = z.object({
  id: z.string().transform(wholeIdOf),
});
export type IdParams = z.output<typeof IdParamsSchema>;
