import { errorAnswers } from "../../common/api-answer-schemas";
import { NewsletterStatsSchema, type NewsletterStats } from "../../common/subscriber-schemas";
import type { AppContext, RoutePlugin } from "../context";
import { countSubscribers } from "../subscribers/subscriber-repository";
import { findLastRunSummary } from "./digest-repository";

export async function getNewsletterStats(ctx: AppContext): Promise<NewsletterStats> {
  const subscribers = await countSubscribers(ctx.db);
  const last = await findLastRunSummary(ctx.db);
  return {
    subscribers,
    lastRun: last && {
      frequency: last.run.frequency === "daily" ? "daily" : "weekly",
      slotAt: last.run.slotAt.toISOString(),
      startedAt: last.run.startedAt.toISOString(),
      finishedAt: last.run.finishedAt?.toISOString() ?? null,
      sent: last.sent,
      skipped: last.skipped,
      failed: last.failed,
      waiting: last.waiting,
    },
  };
}

/** GET /api/admin/newsletter (inside the admin guard): subscriber counts and the last digest run. */
export const newsletterAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/newsletter",
    {
      config: { adminOnly: true },
      schema: { response: { 200: NewsletterStatsSchema, ...errorAnswers(400, 401, 403) } },
    },
    async () => getNewsletterStats(ctx),
  );
};
