import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Analytics } from "../../common/analytics-schemas";
import type { NoticeListAnswer, NoticeListQuery } from "../notices/notice-list-service";
import {
  insertSearchMiss,
  medianDecisionHours,
  noticesPerDay,
  topCategories,
  topTowns,
  visitsPerDay,
  zeroResultSearches,
} from "./analytics-repository";

/** A first-page public search that found nothing: its words are kept for the Analytics tab, with no address. */
export async function noteSearchMiss(ctx: AppContext, query: NoticeListQuery, answer: NoticeListAnswer) {
  const words = query.filter.search;
  if (!words?.length || query.page !== 1 || answer.pagination.total > 0) return;
  await insertSearchMiss(ctx.db, words.join(" "), ctx.clock.now());
}

export async function getAnalytics(ctx: AppContext, days: number): Promise<Analytics> {
  const since = new Date(ctx.clock.now().getTime() - days * DAY);
  const hours = await medianDecisionHours(ctx.db, since);
  return {
    days,
    visitsPerDay: await visitsPerDay(ctx.db, since),
    noticesPerDay: await noticesPerDay(ctx.db, since),
    topCategories: await topCategories(ctx.db, since),
    topTowns: await topTowns(ctx.db, since),
    medianDecisionHours: hours === null ? null : Math.round(hours * 10) / 10,
    zeroResultSearches: await zeroResultSearches(ctx.db, since),
  };
}
