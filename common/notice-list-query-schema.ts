import { z } from "zod";
import { CATEGORIES } from "./categories";
import { LIMITS } from "./limits";
import { ALL_LOCATIONS, LOCATIONS, WITHIN_MAX, WITHIN_MIN } from "./locations";
import { LIST_SORTS } from "./notice-sorts";

export const DEFAULT_LIST_LIMIT = 20;

/** A value of the query string; a repeated key arrives as a list, whose first value counts. */
function queryValue<T extends z.ZodType<unknown, string>>(schema: T) {
  return z.union([
    schema,
    z
      .array(z.string())
      .transform((values) => values[0])
      .pipe(schema),
  ]);
}

/** A whole number as text, clamped to min..max; anything else (words, fractions, nothing) is the fallback. */
function wholeNumber(fallback: number, min: number, max: number) {
  return queryValue(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,30}$/)
      .transform((raw) => Math.min(max, Math.max(min, Number(raw)))),
  )
    .optional()
    .catch(fallback)
    .transform((value) => value ?? fallback);
}

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  queryValue(z.enum(values)).optional().catch(undefined);

/**
 * Query of GET /api/notices (server-contract.md §3). It never refuses anything (never a 400): each key lists its
 * allowed values for the API description, and an unknown or malformed value is ignored (page and limit fall back to
 * their defaults, or are clamped). `location=all` means everywhere; the search is trimmed, its spaces collapsed.
 */
export const NoticeListQuerySchema = z.object({
  page: wholeNumber(1, 1, LIMITS.pageMax),
  limit: wholeNumber(DEFAULT_LIST_LIMIT, 1, LIMITS.listLimitMax),
  category: choice(CATEGORIES),
  location: choice([ALL_LOCATIONS, ...LOCATIONS]).transform((location) =>
    location === ALL_LOCATIONS ? undefined : location,
  ),
  search: queryValue(z.string())
    .optional()
    .catch(undefined)
    .transform((text) => text?.trim().replace(/\s+/g, " ") || undefined),
  /** Miles around `location` (issue 39): notices from the towns that near are listed too, the town's own first. */
  within: queryValue(
    z
      .string()
      .trim()
      .regex(/^\d{1,30}$/)
      .transform((raw) => Math.min(WITHIN_MAX, Math.max(WITHIN_MIN, Number(raw)))),
  )
    .optional()
    .catch(undefined),
  sort: choice(LIST_SORTS),
  featured: choice(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
});

export type NoticeListParams = z.output<typeof NoticeListQuerySchema>;
