import { z } from "zod";
import { foldLineBreaks } from "./storable-text";

/**
 * The search thesaurus (issue 21): a group of words that mean the same (`terms`), and words for kinds of it
 * (`narrower`: "dog" → spaniel, labrador). A search for a term also finds the group's other terms and its narrower
 * words; a search for a narrower word finds its own notices first, then the group's. The shipped groups come from the
 * project's data file; moderators add and change groups in the admin (Synonyms panel, "Make this mean…").
 */
const SynonymTermSchema = z
  .string()
  .overwrite(foldLineBreaks)
  .trim()
  .toLowerCase()
  .min(1, "Each word must have 1 to 60 characters")
  .max(60, "Each word must have 1 to 60 characters");

export const SynonymGroupInputSchema = z
  .object({
    terms: z
      .array(SynonymTermSchema)
      .min(1, "Add at least one word")
      .max(30, "A group holds at most 30 words"),
    narrower: z.array(SynonymTermSchema).max(50, "A group holds at most 50 narrower words").default([]),
  })
  .strict()
  .refine((group) => group.terms.length + group.narrower.length >= 2, {
    message: "Add at least two words",
    path: ["terms"],
  });
export type SynonymGroupInput = z.input<typeof SynonymGroupInputSchema>;

/** PATCH /api/admin/synonyms/{id}: the fields given replace the group's. */
export const SynonymGroupUpdateSchema = z
  .object({
    terms: z
      .array(SynonymTermSchema)
      .min(1, "Add at least one word")
      .max(30, "A group holds at most 30 words"),
    narrower: z.array(SynonymTermSchema).max(50, "A group holds at most 50 narrower words"),
  })
  .partial()
  .strict();

export const SYNONYM_SOURCES = ["shipped", "moderator"] as const;

/** One group as the admin API answers it. */
export const SynonymGroupSchema = z.object({
  id: z.number(),
  terms: z.array(z.string()),
  narrower: z.array(z.string()),
  /** "shipped": from the data file (a moderator's change makes it "moderator"). */
  source: z.enum(SYNONYM_SOURCES),
});
export type SynonymGroup = z.infer<typeof SynonymGroupSchema>;

/** GET /api/admin/synonyms?search=word: the groups holding a word that starts with `search` (all when absent). */
export const SynonymListQuerySchema = z.object({ search: z.string().max(60).optional() });
export const SynonymListSchema = z.object({ groups: z.array(SynonymGroupSchema) });
