import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Analytics } from "../../common/analytics-schemas";
import {
  medianDecisionHours,
  noticesPerDay,
  topCategories,
  topTowns,
  visitsPerDay,
  zeroResultSearches,
} from "./analytics-repository";
import { searchMissBufferFor } from "./search-miss-buffer";

/** Longer search text than this is kept cut short. */
const MAX_MISS_LENGTH = 200;

/** A public search as the notice list ran it: the text as typed (spaces tidied), whether it had words, and its result. */
export interface SearchOutcome {
  searchText: string | undefined;
  hasWords: boolean;
  page: number;
  total: number;
}

/**
 * A first-page public search that found nothing: the query as typed (spaces tidied, not its parsed words) is kept for
 * the Analytics tab, with no address.
 */
export async function noteSearchMiss(ctx: AppContext, search: SearchOutcome) {
  if (!search.hasWords || !search.searchText || search.page !== 1 || search.total > 0) return;
  searchMissBufferFor(ctx).record(search.searchText.slice(0, MAX_MISS_LENGTH), ctx.clock.now());
}

export async function getAnalytics(ctx: AppContext, days: number): Promise<Analytics> {
  const since = new Date(ctx.clock.now().getTime() - days * DAY);
  await searchMissBufferFor(ctx).flush();
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
