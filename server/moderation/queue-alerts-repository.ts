import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AlertPreferences } from "../../common/queue-alert-schemas";
import type { Executor } from "../db/client";
import { admins, moderatorAlertPreferences, notices } from "../db/schema";

export type AlertPreferencesRow = typeof moderatorAlertPreferences.$inferSelect;

export async function findAlertPreferences(
  db: Executor,
  adminId: number,
): Promise<AlertPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(moderatorAlertPreferences)
    .where(eq(moderatorAlertPreferences.adminId, adminId));
  return row ?? null;
}

/** The address the account was invited with (null for one made at the terminal): where alerts go unless chosen. */
export async function findAccountEmail(db: Executor, adminId: number): Promise<string | null> {
  const [row] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId));
  return row?.email ?? null;
}

/** Saves a person's choice; `summaryCursor` is written only when given (a newly chosen daily summary). */
export async function upsertAlertPreferences(
  db: Executor,
  adminId: number,
  choice: AlertPreferences,
  now: Date,
  summaryCursor?: Date,
): Promise<AlertPreferencesRow> {
  const values = {
    mode: choice.mode,
    email: choice.email === "" ? null : choice.email,
    waitHours: choice.waitHours,
    towns: choice.towns,
    categories: choice.categories,
    updatedAt: now,
    ...(summaryCursor ? { summaryCursor } : {}),
  };
  const [row] = await db
    .insert(moderatorAlertPreferences)
    .values({ adminId, ...values })
    .onConflictDoUpdate({ target: moderatorAlertPreferences.adminId, set: values })
    .returning();
  return row;
}

export interface DuePerson {
  adminId: number;
  username: string;
  email: string;
  waitHours: number;
  towns: string[];
  categories: string[];
  lastAlertAt: Date | null;
}

const duePersonColumns = {
  adminId: moderatorAlertPreferences.adminId,
  username: admins.username,
  email: sql<string>`coalesce(${moderatorAlertPreferences.email}, ${admins.email})`,
  waitHours: moderatorAlertPreferences.waitHours,
  towns: moderatorAlertPreferences.towns,
  categories: moderatorAlertPreferences.categories,
  lastAlertAt: moderatorAlertPreferences.lastAlertAt,
};

function findDuePeople(db: Executor, due: SQL | undefined): Promise<DuePerson[]> {
  return db
    .select(duePersonColumns)
    .from(moderatorAlertPreferences)
    .innerJoin(admins, eq(admins.id, moderatorAlertPreferences.adminId))
    .where(and(isNotNull(sql`coalesce(${moderatorAlertPreferences.email}, ${admins.email})`), due))
    .orderBy(asc(moderatorAlertPreferences.adminId));
}

/** People who chose the waiting alert and have had none since `notSince` (an hour ago). */
export function findPeopleForWaitingAlert(db: Executor, notSince: Date): Promise<DuePerson[]> {
  return findDuePeople(
    db,
    and(
      eq(moderatorAlertPreferences.mode, "waiting"),
      or(isNull(moderatorAlertPreferences.lastAlertAt), lte(moderatorAlertPreferences.lastAlertAt, notSince)),
    ),
  );
}

/** People who chose the daily summary and have not been served `slot` yet. */
export function findPeopleForSummary(db: Executor, slot: Date): Promise<DuePerson[]> {
  return findDuePeople(
    db,
    and(
      eq(moderatorAlertPreferences.mode, "daily"),
      or(isNull(moderatorAlertPreferences.summaryCursor), lt(moderatorAlertPreferences.summaryCursor, slot)),
    ),
  );
}

export async function markAlertSent(db: Executor, adminId: number, at: Date): Promise<void> {
  await db
    .update(moderatorAlertPreferences)
    .set({ lastAlertAt: at })
    .where(eq(moderatorAlertPreferences.adminId, adminId));
}

export async function markSummaryServed(db: Executor, adminIds: number[], slot: Date): Promise<void> {
  if (!adminIds.length) return;
  await db
    .update(moderatorAlertPreferences)
    .set({ summaryCursor: slot })
    .where(inArray(moderatorAlertPreferences.adminId, adminIds));
}

export interface WaitingNotice {
  id: number;
  title: string;
  location: string;
  category: string;
  verifiedAt: Date;
}

export interface WaitingNotices {
  total: number;
  /** The most recently confirmed of them: tells whether any passed the limit since the last alert. */
  newestVerifiedAt: Date | null;
  /** The oldest first, at most `limit`. */
  oldest: WaitingNotice[];
}

/**
 * Confirmed notices waiting for a first decision, confirmed at or before `verifiedBy`, in the person's towns and
 * categories (all of them when none is chosen).
 */
export async function findWaitingNotices(
  db: Executor,
  scope: { towns: string[]; categories: string[] },
  verifiedBy: Date,
  limit: number,
): Promise<WaitingNotices> {
  const where = and(
    eq(notices.status, "pending"),
    isNotNull(notices.verifiedAt),
    lte(notices.verifiedAt, verifiedBy),
    scope.towns.length ? inArray(notices.location, scope.towns) : undefined,
    scope.categories.length ? inArray(notices.category, scope.categories) : undefined,
  );
  const [totals] = await db
    .select({ total: count(), newest: max(notices.verifiedAt) })
    .from(notices)
    .where(where);
  const oldest = await db
    .select({
      id: notices.id,
      title: notices.title,
      location: notices.location,
      category: notices.category,
      verifiedAt: sql<Date>`${notices.verifiedAt}`.mapWith(notices.verifiedAt),
    })
    .from(notices)
    .where(where)
    .orderBy(asc(notices.verifiedAt), asc(notices.id))
    .limit(limit);
  return {
    total: Number(totals?.total ?? 0),
    newestVerifiedAt: totals?.newest ? new Date(totals.newest) : null,
    oldest,
  };
}
