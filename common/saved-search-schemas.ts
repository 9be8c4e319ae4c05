import { z } from "zod";
import { CATEGORIES } from "./categories";
import { LIMITS } from "./limits";
import { LOCATIONS, WITHIN_MAX, WITHIN_MIN } from "./locations";
import { ALERT_FREQUENCIES, SAVED_SEARCH_MAX } from "./saved-search-choices";
import { foldLineBreaks } from "./storable-text";

export * from "./saved-search-choices";

/** A search as saved: the words as typed, and the town and category chosen beside them (none: every one). */
export const SavedSearchChoiceSchema = z.object({
  search: z
    .string()
    .overwrite(foldLineBreaks)
    .trim()
    .min(1, "Please enter what to search for")
    .max(SAVED_SEARCH_MAX, `A search must be less than ${SAVED_SEARCH_MAX} characters`),
  location: z.enum(LOCATIONS, "Please choose a town from the list").optional(),
  /** Miles around the town the alert reaches too (issue 39). */
  within: z.number().int().min(WITHIN_MIN).max(WITHIN_MAX).optional(),
  category: z.enum(CATEGORIES, "Please choose a category from the list").optional(),
});

/**
 * POST /api/saved-searches (the "E-mail me when a notice matches" form and the route share it). Always 202 with the
 * same answer, whether or not the address is known. `source` is the page the form was on, kept with the consent.
 */
export const SavedSearchInputSchema = SavedSearchChoiceSchema.extend({
  email: z.string().trim().max(LIMITS.emailMax).email("Please enter a valid email address"),
  frequency: z.enum(ALERT_FREQUENCIES, "Please choose within the hour or once a day"),
  source: z.string().max(300).startsWith("/").optional(),
});
export type SavedSearchInput = z.infer<typeof SavedSearchInputSchema>;

export const SavedSearchAcceptedSchema = z.object({ message: z.string() });
export const SAVED_SEARCH_ACCEPTED = "Check your e-mail to confirm your alert";

/** A secret from an alert e-mail. */
export const SavedSearchTokenSchema = z.string().min(20).max(100);
export const ConfirmSavedSearchInputSchema = z.object({ token: SavedSearchTokenSchema });

/** One alert as its owner sees it on the subscription page. */
export const SavedSearchSchema = SavedSearchChoiceSchema.extend({
  id: z.number(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** False until its owner presses the button of the confirmation mail. */
  isConfirmed: z.boolean(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** POST /api/saved-searches/confirm: `manageToken` opens the subscription page, where the alert is listed. */
export const ConfirmSavedSearchAnswerSchema = z.object({
  email: z.string(),
  manageToken: z.string(),
  savedSearch: SavedSearchSchema,
});

/** GET /api/subscription/{token}/saved-searches. */
export const SavedSearchListSchema = z.object({ savedSearches: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

export const SavedSearchParamsSchema = z.object({
  token: SavedSearchTokenSchema,
  id: z.coerce.number().int().min(1).max(LIMITS.idMax),
});
