import { and, count, desc, eq, inArray, lt, max, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { screenDecisions, screenModel, screenTerms } from "../db/schema";

export type ScreenTermKind = "spam" | "innocent" | "allow_domain" | "off";

export async function listScreenTerms(db: Executor) {
  return db.select().from(screenTerms).orderBy(screenTerms.kind, screenTerms.term);
}

export async function insertScreenTerm(db: Executor, term: string, kind: ScreenTermKind, now: Date) {
  const [row] = await db
    .insert(screenTerms)
    .values({ term, kind, createdAt: now })
    .onConflictDoUpdate({ target: [screenTerms.term, screenTerms.kind], set: { createdAt: now } })
    .returning();
  return row;
}

export async function deleteScreenTerm(db: Executor, id: number) {
  const [row] = await db.delete(screenTerms).where(eq(screenTerms.id, id)).returning();
  return row;
}

/** One decision per notice: a later decision on the same notice replaces the earlier one. */
export async function upsertScreenDecision(
  db: Executor,
  row: { noticeId: number | null; text: string; label: "spam" | "ham"; source: string; decidedAt: Date },
) {
  if (row.noticeId === null) {
    await db.insert(screenDecisions).values(row);
    return;
  }
  await db
    .insert(screenDecisions)
    .values(row)
    .onConflictDoUpdate({
      target: screenDecisions.noticeId,
      set: { text: row.text, label: row.label, source: row.source, decidedAt: row.decidedAt },
    });
}

export async function deleteScreenDecision(db: Executor, id: number) {
  const [row] = await db.delete(screenDecisions).where(eq(screenDecisions.id, id)).returning();
  return row;
}

export async function deleteScreenDecisionByNotice(db: Executor, noticeId: number) {
  await db.delete(screenDecisions).where(eq(screenDecisions.noticeId, noticeId));
}

const MESSAGE_SOURCES = ["message_released", "message_blocked"];

/** Relayed messages' decisions taken before `before` (their messages are gone by then): the privacy promise. */
export async function deleteMessageDecisionsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(screenDecisions)
    .where(and(inArray(screenDecisions.source, MESSAGE_SOURCES), lt(screenDecisions.decidedAt, before)))
    .returning({ id: screenDecisions.id });
  return rows.length;
}

/** Relayed messages' decisions whose text is one of `texts` ("Delete my data" on the messages' conversations). */
export async function deleteMessageDecisionsWithText(db: Executor, texts: string[]): Promise<void> {
  if (!texts.length) return;
  await db
    .delete(screenDecisions)
    .where(and(inArray(screenDecisions.source, MESSAGE_SOURCES), inArray(screenDecisions.text, texts)));
}

export async function listScreenDecisions(db: Executor, limit = 100_000) {
  return db.select().from(screenDecisions).orderBy(desc(screenDecisions.decidedAt)).limit(limit);
}

export async function findScreenDecisionByNotice(db: Executor, noticeId: number) {
  const [row] = await db.select().from(screenDecisions).where(eq(screenDecisions.noticeId, noticeId));
  return row;
}

/** A fingerprint of the decisions (how many, the newest id and time): the job retrains only when it changed. */
export async function screenDecisionsVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      top: max(screenDecisions.id),
      at: sql<string>`max(${screenDecisions.decidedAt})::text`,
    })
    .from(screenDecisions);
  return `${Number(row.n)}:${row.top ?? 0}:${row.at ?? ""}`;
}

export async function countScreenDecisions(db: Executor, label: "spam" | "ham") {
  const [row] = await db
    .select({ n: count() })
    .from(screenDecisions)
    .where(and(eq(screenDecisions.label, label)));
  return Number(row.n);
}

export async function findScreenModel(db: Executor) {
  const [row] = await db.select().from(screenModel).where(eq(screenModel.id, 1));
  return row;
}

export async function saveScreenModel(
  db: Executor,
  row: {
    model: unknown;
    spamDecisions: number;
    hamDecisions: number;
    decisionsVersion: string;
    trainedAt: Date;
  },
) {
  await db
    .insert(screenModel)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: screenModel.id, set: row });
}
