import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { synonymGroups } from "../db/schema";

export type SynonymGroupRow = typeof synonymGroups.$inferSelect;

const live = isNull(synonymGroups.removedAt);

/** The live groups holding a word or narrower word that starts with `search` (all when absent), oldest first. */
export async function listSynonymGroups(db: Executor, search?: string): Promise<SynonymGroupRow[]> {
  const word = search?.trim().toLowerCase();
  const like = word ? `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(synonymGroups)
    .where(
      like
        ? and(
            live,
            sql`exists (select 1 from unnest(${synonymGroups.terms} || ${synonymGroups.narrower}) as t(w) where t.w like ${like})`,
          )
        : live,
    )
    .orderBy(asc(synonymGroups.id));
}

export async function insertSynonymGroup(
  db: Executor,
  group: { terms: string[]; narrower: string[] },
  now: Date,
): Promise<SynonymGroupRow> {
  const [row] = await db
    .insert(synonymGroups)
    .values({ ...group, source: "moderator", createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Replaces the fields given; the group becomes the moderators' (start-up leaves it alone). Undefined when unknown. */
export async function updateSynonymGroup(
  db: Executor,
  id: number,
  change: { terms?: string[]; narrower?: string[] },
  now: Date,
): Promise<SynonymGroupRow | undefined> {
  const [row] = await db
    .update(synonymGroups)
    .set({ ...change, source: "moderator", updatedAt: now })
    .where(and(eq(synonymGroups.id, id), live))
    .returning();
  return row;
}

/**
 * Removes a group: a moderator's is deleted; a shipped one stays as a tombstone so start-up does not bring it back.
 * Undefined when unknown.
 */
export async function removeSynonymGroup(
  db: Executor,
  id: number,
  now: Date,
): Promise<SynonymGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(synonymGroups)
    .where(and(eq(synonymGroups.id, id), live));
  if (!row) return undefined;
  if (row.shippedKey === null) await db.delete(synonymGroups).where(eq(synonymGroups.id, id));
  else await db.update(synonymGroups).set({ removedAt: now, updatedAt: now }).where(eq(synonymGroups.id, id));
  return row;
}
