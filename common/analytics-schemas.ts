import { z } from "zod";

export const ANALYTICS_PERIODS = ["7", "30", "90"] as const;

export const AnalyticsQuerySchema = z.object({
  days: z.enum(ANALYTICS_PERIODS, { error: "Days must be 7, 30 or 90" }).default("30"),
});

/** POST /api/pageview: which kind of page was seen (the category is kept only when it is a real one). */
export const PageViewSchema = z.object({
  page: z.enum(["home", "category", "notice"], { error: "Page must be home, category or notice" }),
  category: z.string().max(100).nullish(),
});
export type PageView = z.infer<typeof PageViewSchema>;

const Count = z.object({ key: z.string(), count: z.number() });

/** GET /api/admin/analytics: visits and moderation over the last 7, 30 or 90 days (days are London dates). */
export const AnalyticsSchema = z.object({
  days: z.number(),
  visitsPerDay: z.array(z.object({ day: z.string(), visits: z.number() })),
  noticesPerDay: z.array(
    z.object({ day: z.string(), posted: z.number(), approved: z.number(), rejected: z.number() }),
  ),
  topCategories: z.array(Count),
  topTowns: z.array(Count),
  /** Hours from verification to the moderator's decision (median), or null with no decisions. */
  medianDecisionHours: z.number().nullable(),
  zeroResultSearches: z.array(Count),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
