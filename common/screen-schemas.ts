import { z } from "zod";

export const SCREEN_TERM_KINDS = ["spam", "innocent", "allow_domain", "off"] as const;

/** POST /api/admin/screen/terms: a phrase added to the spam vocabulary or the innocent phrases, an allowed domain, or a shipped phrase turned off. */
export const ScreenTermInputSchema = z.object({
  term: z
    .string({ error: "Term must be at least 2 characters" })
    .trim()
    .toLowerCase()
    .min(2, "Term must be at least 2 characters")
    .max(80, "Term must be less than 80 characters"),
  kind: z.enum(SCREEN_TERM_KINDS, { error: "Please choose a list" }),
});
export const ScreenTermSchema = z.object({ id: z.number(), term: z.string(), kind: z.string() });

/** GET /api/admin/screen/lists: what the board screens with, shipped and added. */
export const ScreenListsSchema = z.object({
  vocabulary: z.array(z.object({ phrase: z.string(), topic: z.string(), weight: z.number() })),
  innocentPhrases: z.array(z.string()),
  allowedDomains: z.array(z.string()),
  terms: z.array(ScreenTermSchema),
});

const TokenSchema = z.object({ token: z.string(), weight: z.number() });
/** GET /api/admin/screen/learned: the "What the screen learned" panel. */
export const ScreenLearnedSchema = z.object({
  spamTokens: z.array(TokenSchema),
  hamTokens: z.array(TokenSchema),
  decisions: z.object({ spam: z.number(), ham: z.number() }),
  trainedOn: z.object({ spam: z.number(), ham: z.number() }),
  lastTrainedAt: z.string().nullable(),
  recent: z.array(
    z.object({
      id: z.number(),
      noticeId: z.number().nullable(),
      label: z.enum(["spam", "ham"]),
      source: z.string(),
      excerpt: z.string(),
      decidedAt: z.string(),
    }),
  ),
});

/** GET and PUT /api/admin/screen/rules: the admin's hold rules, both off by default. */
export const AssistRulesSchema = z.object({
  holdNewPosterLinks: z.boolean(),
  holdWords: z.array(z.string().trim().toLowerCase().min(2).max(60)).max(200),
});
