import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { adminInvitations, adminRecoveryCodes, admins, adminSessions, auditLog } from "../db/schema";
import type { AdminRole } from "../../common/team-schemas";

export type InvitationRow = typeof adminInvitations.$inferSelect;

/** Everyone with an account, with their latest sign-in (a login, or the session their invitation opened). */
export async function listMembers(db: Executor) {
  const lastSignIn = db
    .select({ adminId: auditLog.adminId, at: sql<Date>`max(${auditLog.createdAt})`.as("at") })
    .from(auditLog)
    .where(inArray(auditLog.action, ["login", "team_join"]))
    .groupBy(auditLog.adminId)
    .as("last_sign_in");
  return db
    .select({
      id: admins.id,
      username: admins.username,
      email: admins.email,
      role: admins.role,
      mfaEnabledAt: admins.mfaEnabledAt,
      lastSignInAt: lastSignIn.at,
    })
    .from(admins)
    .leftJoin(lastSignIn, eq(lastSignIn.adminId, admins.id))
    .orderBy(asc(admins.username));
}

/** An invitation still open at `now`: not accepted, not revoked, not expired. */
const isOpenAt = (now: Date) =>
  and(
    isNull(adminInvitations.acceptedAt),
    isNull(adminInvitations.revokedAt),
    gt(adminInvitations.expiresAt, now),
  );

/** Invitations still waiting: not accepted, not revoked, not expired; with the name of who sent them. */
export async function listOpenInvitations(db: Executor, now: Date) {
  return db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      invitedBy: admins.username,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .leftJoin(admins, eq(admins.id, adminInvitations.invitedBy))
    .where(isOpenAt(now))
    .orderBy(asc(adminInvitations.expiresAt));
}

export async function insertInvitation(
  db: Executor,
  row: { tokenHash: string; email: string; role: AdminRole; invitedBy: number; now: Date; expiresAt: Date },
): Promise<InvitationRow> {
  const [inserted] = await db
    .insert(adminInvitations)
    .values({
      tokenHash: row.tokenHash,
      email: row.email,
      role: row.role,
      invitedBy: row.invitedBy,
      createdAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning();
  return inserted;
}

/** The invitation of a token's hash, locked for the accepting transaction when `forUpdate`. */
export async function findInvitationByHash(
  db: Executor,
  tokenHash: string,
  forUpdate = false,
): Promise<InvitationRow | undefined> {
  const query = db.select().from(adminInvitations).where(eq(adminInvitations.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function markInvitationAccepted(
  db: Executor,
  id: number,
  adminId: number,
  now: Date,
): Promise<void> {
  await db
    .update(adminInvitations)
    .set({ acceptedAt: now, acceptedBy: adminId })
    .where(eq(adminInvitations.id, id));
}

/** Withdraws one invitation if it is still open at `now`; answers it, or undefined when there is no such invitation. */
export async function revokeOpenInvitation(
  db: Executor,
  id: number,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(eq(adminInvitations.id, id), isOpenAt(now)))
    .returning();
  return row;
}

/** Revokes the open invitations a person sent, or that were sent to their address; answers how many. */
export async function revokeInvitationsOf(
  db: Executor,
  person: { id: number; email: string | null },
  now: Date,
): Promise<number> {
  const theirs = person.email
    ? or(
        eq(adminInvitations.invitedBy, person.id),
        sql`lower(${adminInvitations.email}) = ${person.email.toLowerCase()}`,
      )
    : eq(adminInvitations.invitedBy, person.id);
  const rows = await db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(theirs, isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
    .returning({ id: adminInvitations.id });
  return rows.length;
}

/** Locks every admin-role row, so two changes racing for the last admin see each other; answers their ids. */
export async function lockAdminIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: admins.id }).from(admins).where(eq(admins.role, "admin")).for("update");
  return rows.map((r) => r.id);
}

export async function insertMember(
  db: Executor,
  row: { username: string; passwordHash: string; role: AdminRole; email: string; now: Date },
): Promise<{ id: number; username: string } | undefined> {
  const [inserted] = await db
    .insert(admins)
    .values({
      username: row.username,
      passwordHash: row.passwordHash,
      role: row.role,
      email: row.email,
      mfaRequired: true,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing({ target: admins.username })
    .returning({ id: admins.id, username: admins.username });
  return inserted;
}

export async function updateRole(db: Executor, id: number, role: AdminRole, now: Date): Promise<void> {
  await db.update(admins).set({ role, updatedAt: now }).where(eq(admins.id, id));
}

export async function deleteMember(db: Executor, id: number): Promise<void> {
  await db.delete(admins).where(eq(admins.id, id));
}

/** Turns two-factor sign-in off and asks for it again at the next sign-in; recovery codes go with it. */
export async function resetMemberMfa(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(admins)
    .set({
      mfaSecret: null,
      mfaEnabledAt: null,
      mfaPendingSecret: null,
      mfaLastStep: null,
      mfaRequired: true,
      updatedAt: now,
    })
    .where(eq(admins.id, id));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
}

/** Ends every session of an account at once. */
export async function deleteSessionsOf(db: Executor, adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}
