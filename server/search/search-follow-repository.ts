import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { searchFollows } from "../db/schema";

export type SearchFollowRow = typeof searchFollows.$inferSelect;

/** One more tab saw `missed` find nothing and then opened a result of `opened`. */
export async function countSearchFollow(
  db: Executor,
  missed: string,
  opened: string,
  now: Date,
): Promise<void> {
  await db
    .insert(searchFollows)
    .values({ missed, opened, tabs: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [searchFollows.missed, searchFollows.opened],
      set: { tabs: sql`${searchFollows.tabs} + 1`, updatedAt: now },
    });
}

/** The pairs reported by at least `minTabs` tabs and not dismissed, the most reported first. */
export async function listSearchFollowProposals(db: Executor, minTabs: number): Promise<SearchFollowRow[]> {
  return db
    .select()
    .from(searchFollows)
    .where(and(gte(searchFollows.tabs, minTabs), isNull(searchFollows.dismissedAt)))
    .orderBy(desc(searchFollows.tabs), desc(searchFollows.updatedAt))
    .limit(50);
}

export async function findSearchFollow(db: Executor, id: number): Promise<SearchFollowRow | undefined> {
  const [row] = await db.select().from(searchFollows).where(eq(searchFollows.id, id));
  return row;
}

export async function deleteSearchFollow(db: Executor, id: number): Promise<void> {
  await db.delete(searchFollows).where(eq(searchFollows.id, id));
}

/** A dismissed pair is never proposed again (its count still grows, unseen). */
export async function dismissSearchFollow(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(searchFollows)
    .set({ dismissedAt: now, updatedAt: now })
    .where(and(eq(searchFollows.id, id), isNull(searchFollows.dismissedAt)))
    .returning({ id: searchFollows.id });
  return rows.length > 0;
}
