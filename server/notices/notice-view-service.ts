import { wholeIdOf } from "../../common/id-params-schema";
import type { AppContext } from "../context";
import { notFound } from "../errors";
import { keptNoticeKey, listCacheFor } from "./notice-list-cache";
import { findListedNotices, type ListedNoticeRow } from "./notice-list-repository";
import { listValidity, toListedNotice, type ListedNotice } from "./notice-list-service";
import { viewBufferFor } from "./notice-view-buffer";
import { todaysVisitor, type Visitor } from "./notice-visitors";

/**
 * Longest a notice's row is kept without a write: other servers store their views without moving the list version, so
 * their share of the count reaches this server's answers at least this often.
 */
export const KEPT_NOTICE_MS = 5_000;
/** Reads of a row that keep overlapping the storing of views (a slow database) before one is answered unkept. */
const READ_TRIES = 3;

type Validity = Awaited<ReturnType<typeof listValidity>>;

/**
 * Live notice `id` as its answer shows it, or null: its row, kept by id at the list version as list answers are
 * (notice-list-cache.ts), with the views held in memory added to the stored count. A row read while a batch of views
 * was being stored may hold the count before or after it, so it is read again (and only then kept); a kept row is
 * dropped when its views are stored (notice-view-buffer.ts).
 */
async function readLiveNotice(
  ctx: AppContext,
  id: number,
  validity: Validity,
): Promise<ListedNoticeRow | null> {
  const cache = listCacheFor(ctx.db);
  const views = viewBufferFor(ctx);
  const key = keptNoticeKey(id);
  const counted = (row: ListedNoticeRow) => ({ ...row, viewCount: row.viewCount + views.unstored(id) });
  for (let tries = 1; ; tries++) {
    const nowMs = ctx.clock.now().getTime();
    const kept = cache.get<ListedNoticeRow>(key, nowMs, validity.version);
    if (kept) return counted(kept.value);
    await views.settled();
    const generation = views.generation;
    const [row] = await findListedNotices(ctx.db, [id], ctx.clock.now());
    // Not-live ids are not kept: any number asked for would push list answers out.
    if (!row) return null;
    if (generation === views.generation) {
      const validUntil = Math.min(validity.validUntil, nowMs + KEPT_NOTICE_MS);
      cache.set(key, { version: validity.version, validUntil, value: row });
      return counted(row);
    }
    if (tries >= READ_TRIES) return counted(row);
  }
}

/**
 * GET /api/notices/:id: a live notice, counted as one more view the first time a visitor sees it in a day (from
 * loopback, every time); anything else (or a malformed id) is 404. The view is stored within VIEW_FLUSH_MS
 * (notice-view-buffer.ts); the answer's count includes it already.
 */
export async function viewPublicNotice(
  ctx: AppContext,
  rawId: string,
  visitor: Visitor,
): Promise<ListedNotice> {
  const id = wholeIdOf(rawId);
  if (id === null) throw notFound("Notice not found");
  const validity = await listValidity(ctx);
  if (!(await readLiveNotice(ctx, id, validity))) throw notFound("Notice not found");
  await viewBufferFor(ctx).record(id, await todaysVisitor(ctx, visitor));
  const row = await readLiveNotice(ctx, id, validity);
  if (!row) throw notFound("Notice not found");
  return toListedNotice(row);
}

/**
 * A view of a notice's kept page (server/ssr/page-cache.ts): the page was kept at the current list version with the
 * notice live, which is what the answer above checks, so the view is only recorded.
 */
export async function countKeptNoticePageView(
  ctx: AppContext,
  rawId: string,
  visitor: Visitor,
): Promise<void> {
  const id = wholeIdOf(rawId);
  if (id !== null) await viewBufferFor(ctx).record(id, await todaysVisitor(ctx, visitor));
}
