import { z } from "zod";
import { isCategory } from "./categories";
import { LIMITS } from "./limits";
import { fromLondonWallClock } from "./london-day";
import { foldLineBreaks } from "./storable-text";
import { withLinkScheme } from "./external-link";

/** Field rules of product-spec.md §5 "Post notice", shared by the post form, its route and the admin edit form. */
export const titleSchema = z
  .string({ error: "Title must be at least 5 characters" })
  .overwrite(foldLineBreaks)
  .trim()
  .min(LIMITS.titleMin, "Title must be at least 5 characters")
  .max(LIMITS.titleMax, "Title must be less than 100 characters");

export const descriptionSchema = z
  .string({ error: "Description must be at least 20 characters" })
  .trim()
  .min(LIMITS.descriptionMin, "Description must be at least 20 characters")
  .max(LIMITS.descriptionMax, "Description must be less than 2000 characters");

export const contactEmailSchema = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(LIMITS.emailMax, "Please enter a valid email address")
  .email("Please enter a valid email address");

/** "" → null; otherwise an http(s) URL (the scheme added when it was left off). */
export const externalLinkSchema = z
  .string()
  .trim()
  .transform(withLinkScheme)
  .pipe(
    z
      .string()
      .max(LIMITS.linkMax, "Please enter a valid URL starting with http:// or https://")
      // A host with at least one dot, so "https://" or a stray word typed into the box is refused.
      .refine((v) => v === "" || /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i.test(v), {
        message: "Please enter a valid URL starting with http:// or https://",
      }),
  )
  .transform((v) => (v === "" ? null : v));

/** "" → null; otherwise a number ≥ 0 in pounds and pence: a third decimal would be a price nobody can pay. */
export const priceSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v).trim().replace(/^£/, "");
  if (text === "") return null;
  const value = Number(text);
  const shape = /^\d+(\.(\d+))?$/.exec(text);
  if (!shape || !Number.isFinite(value) || value < 0 || value > 10_000_000) {
    ctx.addIssue({ code: "custom", message: "Price must be a valid number" });
    return z.NEVER;
  }
  if ((shape[2] ?? "").length > 2) {
    ctx.addIssue({ code: "custom", message: "Price must have at most 2 decimal places" });
    return z.NEVER;
  }
  return Math.round(value * 100) / 100;
});

/** A calendar date that exists (no 31 February) and a year the database can hold. */
export function isRealDate(value: string | null): boolean {
  if (value === null) return true;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (year < 1970 || year > 9999) return false;
  const [y, m, d] = value.slice(0, 10).split("-").map(Number);
  return (
    value.length > 10 ||
    (date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d)
  );
}

/**
 * "" → null; `YYYY-MM-DD` or an ISO date-time. A date-time without an offset is London's clock time (19:30 in July is
 * 18:30 UTC), not UTC nor the server's zone: it becomes the instant, as an ISO string in UTC.
 */
export const eventDateSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    const ok =
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(new Date(v).getTime()) &&
      isRealDate(v.slice(0, 10));
    const date = ok ? (fromLondonWallClock(v)?.toISOString() ?? v) : "";
    // Every form and route that takes an event date (the poster's, the moderator's edit) refuses what the database
    // cannot hold: year 0 was a 500 from the moderator's edit.
    if (!ok || !isRealDate(date)) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid date" });
      return z.NEVER;
    }
    return date;
  });

export const categorySchema = z
  .string({ error: "Please select a category" })
  .refine((v) => isCategory(v), { message: "Please select a category" });
