import { and, asc, desc, eq, gt, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditActor {
  adminId: number | null;
  username: string | null;
}

export interface AuditEntry {
  action: string;
  targetType?: "notice" | "comment" | "watch_word" | "synonym_group" | "sender" | "admin" | "conversation";
  targetId?: number | null;
  details?: Record<string, unknown>;
}

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(
  db: Executor,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
): Promise<AuditRow> {
  const [row] = await db
    .insert(auditLog)
    .values({
      adminId: actor.adminId,
      adminUsername: actor.username,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details ?? {},
      createdAt: at,
    })
    .returning();
  return row;
}

/** The newest action of `actions` on a notice or comment since `since`, that no later `undo` row points at. */
export async function findUndoableAction(
  db: Executor,
  target: { type: "notice" | "comment"; id: number },
  actions: string[],
  since: Date,
): Promise<AuditRow | undefined> {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, target.type),
        eq(auditLog.targetId, target.id),
        gte(auditLog.createdAt, since),
        sql`${auditLog.action} in (${sql.join(
          actions.map((a) => sql`${a}`),
          sql`, `,
        )})`,
        sql`not exists (select 1 from audit_log u where u.action = 'undo' and (u.details->>'auditId')::int = ${auditLog.id})`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: number;
  admin?: string;
  beforeId?: number;
  limit: number;
}

export async function listAudit(db: Executor, filter: AuditFilter): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.admin) conditions.push(eq(auditLog.adminUsername, filter.admin));
  if (filter.beforeId) conditions.push(lt(auditLog.id, filter.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}

/** Everyone the audit log names, as it names them (people since removed included), for History's person filter. */
export async function listAuditPeople(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: auditLog.adminUsername })
    .from(auditLog)
    .where(isNotNull(auditLog.adminUsername))
    .groupBy(auditLog.adminUsername)
    .orderBy(asc(auditLog.adminUsername));
  return rows.map((r) => r.name!);
}

export async function deleteAuditBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db.delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ id: auditLog.id });
  return rows.length;
}

/** When the admin signed in before the latest sign-in (the one of the current session), or undefined the first time. */
export async function findPreviousLoginAt(db: Executor, adminId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, "login"), eq(auditLog.adminId, adminId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(1)
    .limit(1);
  return row?.createdAt;
}

/** Failed logins typed with this username (any case) after `since`: how many, and the newest `limit` times. */
export async function findLoginFailures(
  db: Executor,
  username: string,
  since: Date | undefined,
  limit: number,
): Promise<{ count: number; times: Date[] }> {
  const conditions = [
    eq(auditLog.action, "login_failed"),
    sql`lower(${auditLog.details}->>'username') = ${username.toLowerCase()}`,
    ...(since ? [gt(auditLog.createdAt, since)] : []),
  ];
  const rows = await db
    .select({ createdAt: auditLog.createdAt, count: sql<number>`count(*) over ()` })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return { count: Number(rows[0]?.count ?? 0), times: rows.map((r) => r.createdAt) };
}
