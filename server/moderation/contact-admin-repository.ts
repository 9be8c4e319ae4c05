import { and, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { blockedSenders, contactMessages, notices } from "../db/schema";

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listContactMessages(
  db: Executor,
  filter: { search?: string; beforeId?: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.beforeId) conditions.push(lt(contactMessages.id, filter.beforeId));
  if (filter.search) {
    const p = likePattern(filter.search);
    conditions.push(
      or(
        ilike(notices.title, p),
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.message, p),
      ) as SQL,
    );
  }
  return db
    .select({
      id: contactMessages.id,
      noticeId: contactMessages.noticeId,
      noticeTitle: notices.title,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      emailHash: sql<string>`encode(sha256(convert_to(lower(${contactMessages.email}), 'UTF8')), 'hex')`,
    })
    .from(contactMessages)
    .innerJoin(notices, eq(notices.id, contactMessages.noticeId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(contactMessages.id))
    .limit(filter.limit);
}

export async function findBlockedHashes(db: Executor, hashes: string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await db
    .select({ h: blockedSenders.emailHash })
    .from(blockedSenders)
    .where(
      sql`${blockedSenders.emailHash} in (${sql.join(
        hashes.map((h) => sql`${h}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.h));
}

export async function insertBlockedSender(db: Executor, emailHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(blockedSenders)
    .values({ emailHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ h: blockedSenders.emailHash });
  return rows.length > 0;
}

export async function isBlockedSender(db: Executor, emailHash: string): Promise<boolean> {
  const [row] = await db.select().from(blockedSenders).where(eq(blockedSenders.emailHash, emailHash));
  return !!row;
}
