import { DAY } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { AppError, conflict, existingId, notFound } from "../errors";
import { insertAudit, type AuditActor } from "../audit/audit-repository";
import { findAdminById } from "../admin-auth/admin-repository";
import { createAdminSession } from "../admin-auth/admin-session";
import { sendEnrolmentLink } from "../admin-auth/enrolment-link-service";
import { hashPassword } from "../admin-auth/password";
import { requireStrongPassword } from "../admin-auth/password-strength";
import { createVerificationToken, hashVerificationToken } from "../notices/verification-tokens";
import type {
  AdminRole,
  Invitation,
  InvitationAcceptInput,
  Team,
  TeamInvitationInput,
  TeamMember,
} from "../../common/team-schemas";
import { invitationMail } from "./team-mail";
import {
  deleteMember,
  deleteSessionsOf,
  findInvitationByHash,
  insertInvitation,
  insertMember,
  listMembers,
  listOpenInvitations,
  lockAdminIds,
  markInvitationAccepted,
  resetMemberMfa,
  revokeInvitationsOf,
  revokeOpenInvitation,
  updateRole,
  type InvitationRow,
} from "./team-repository";

/** How long an invitation link works. */
export const INVITATION_MS = 7 * DAY;

const NOT_FOUND = "Nobody on the team has that id";
const NO_OPEN_INVITATION = "That invitation is no longer open: it was used, withdrawn or has expired";
const LAST_ADMIN = "The board must keep at least one admin: make someone else an admin first";

const unknownInvitation = () => notFound("This invitation link is not valid");
const gone = (message: string) => new AppError(410, message);

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

function toMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    mfaEnabled: row.mfaEnabledAt !== null,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  };
}

export async function listTeam(ctx: AppContext): Promise<Team> {
  const [members, invitations] = await Promise.all([
    listMembers(ctx.db),
    listOpenInvitations(ctx.db, ctx.clock.now()),
  ]);
  return {
    members: members.map(toMember),
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** Makes a 7-day single-use invitation (only the token's hash stored) and queues its mail. */
export async function inviteMember(ctx: AppContext, actor: AuditActor, input: TeamInvitationInput) {
  return ctx.db.transaction((tx) => sendInvitation(tx, ctx, actor, input, ctx.clock.now(), {}));
}

/**
 * Sends an open invitation again, as a new link working 7 days from now (for a mail that went astray or a link about
 * to run out); the old link stops working at once.
 */
export async function resendInvitation(ctx: AppContext, actor: AuditActor, id: number | null) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const old = await revokeOrNotFound(tx, id, now);
    return sendInvitation(tx, ctx, actor, { email: old.email, role: old.role }, now, { resent: true });
  });
}

/** Revokes the open invitation `id` (sending again and withdrawing both start so), or 404 when none is open. */
async function revokeOrNotFound(tx: Executor, id: number | null, now: Date): Promise<InvitationRow> {
  const row = id === null ? undefined : await revokeOpenInvitation(tx, id, now);
  if (!row) throw notFound(NO_OPEN_INVITATION);
  return row;
}

/** Withdraws an open invitation: its link answers 410 "This invitation has been withdrawn…" from now on. */
export async function withdrawInvitation(ctx: AppContext, actor: AuditActor, id: number | null) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await revokeOrNotFound(tx, id, now);
    await insertAudit(
      tx,
      actor,
      { action: "team_invite_withdraw", targetType: "admin", details: { email: row.email, role: row.role } },
      now,
    );
  });
}

/** One invitation in the caller's transaction: its row (the token's hash only), its mail and its History entry. */
async function sendInvitation(
  tx: Executor,
  ctx: AppContext,
  actor: AuditActor,
  input: TeamInvitationInput,
  now: Date,
  details: { resent?: true },
) {
  const { token, tokenHash } = createVerificationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  const row = await insertInvitation(tx, {
    tokenHash,
    email: input.email,
    role: input.role,
    invitedBy: actor.adminId!,
    now,
    expiresAt,
  });
  await ctx.mail.enqueue(
    tx,
    invitationMail(ctx.config, {
      to: input.email,
      token,
      role: input.role,
      invitedBy: actor.username ?? "An admin",
      expiresAt,
    }),
  );
  await insertAudit(
    tx,
    actor,
    {
      action: "team_invite",
      targetType: "admin",
      details: { email: input.email, role: input.role, ...details },
    },
    now,
  );
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: actor.username,
    expiresAt: expiresAt.toISOString(),
  };
}

/** 404 for a token that names nothing; 410 once it was used, revoked or has expired. */
function usableInvitation(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw unknownInvitation();
  if (row.acceptedAt) throw gone("This invitation has already been used. Sign in instead.");
  if (row.revokedAt) throw gone("This invitation has been withdrawn. Ask an admin for a new one.");
  if (row.expiresAt <= now) throw gone("This invitation has expired. Ask an admin for a new one.");
  return row;
}

const tokenHashOf = (token: string) => (token.length > 200 ? undefined : hashVerificationToken(token));

/** GET /api/admin/invitations/{token}: reads, never changes anything. */
export async function lookUpInvitation(ctx: AppContext, token: string): Promise<Invitation> {
  const hash = tokenHashOf(token);
  const row = usableInvitation(hash ? await findInvitationByHash(ctx.db, hash) : undefined, ctx.clock.now());
  return { email: row.email, role: row.role };
}

/**
 * Accepts an invitation once: the account (with the invitation's role, told to set up two-factor sign-in before
 * anything else) and a signed-in session for it.
 */
export async function acceptInvitation(ctx: AppContext, token: string, input: InvitationAcceptInput) {
  const hash = tokenHashOf(token);
  if (!hash) throw unknownInvitation();
  // The link is checked before the password's hashing work, so a made-up token costs the server nothing.
  usableInvitation(await findInvitationByHash(ctx.db, hash), ctx.clock.now());
  await requireStrongPassword(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const member = await ctx.db.transaction(async (tx) => {
    const invitation = usableInvitation(await findInvitationByHash(tx, hash, true), now);
    const created = await insertMember(tx, {
      username: input.username,
      passwordHash,
      role: invitation.role,
      email: invitation.email,
      now,
    });
    if (!created) {
      const message = "That username is taken. Please choose another.";
      throw new AppError(409, message, { username: message });
    }
    await markInvitationAccepted(tx, invitation.id, created.id, now);
    await insertAudit(
      tx,
      { adminId: created.id, username: created.username },
      { action: "team_join", targetType: "admin", targetId: created.id, details: { role: invitation.role } },
      now,
    );
    return { ...created, role: invitation.role };
  });
  const session = await createAdminSession(ctx, member.id);
  return { member, session };
}

async function requireMember(ctx: AppContext, id: number | null) {
  const member = await findAdminById(ctx.db, existingId(id, NOT_FOUND));
  if (!member) throw notFound(NOT_FOUND);
  return member;
}

async function memberOf(ctx: AppContext, id: number): Promise<TeamMember> {
  const row = (await listMembers(ctx.db)).find((m) => m.id === id);
  if (!row) throw notFound(NOT_FOUND);
  return toMember(row);
}

/** Changes a role; the last admin cannot be made a moderator (409). */
export async function changeRole(ctx: AppContext, actor: AuditActor, id: number | null, role: AdminRole) {
  const now = ctx.clock.now();
  const target = await requireMember(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    if (role !== "admin" && adminIds.length <= 1 && adminIds.includes(target.id)) throw conflict(LAST_ADMIN);
    if (target.role === role) return;
    await updateRole(tx, target.id, role, now);
    await insertAudit(
      tx,
      actor,
      {
        action: "team_role",
        targetType: "admin",
        targetId: target.id,
        details: { username: target.username, from: target.role, to: role },
      },
      now,
    );
  });
  return memberOf(ctx, target.id);
}

/**
 * Removes an account: its sessions end at once (their rows go with it), the invitations it sent or that were sent to
 * its address are revoked, and the audit log keeps its rows with the name. The last admin cannot be removed (409).
 */
export async function removeMember(ctx: AppContext, actor: AuditActor, id: number | null): Promise<void> {
  const now = ctx.clock.now();
  const target = await requireMember(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    if (adminIds.length <= 1 && adminIds.includes(target.id)) throw conflict(LAST_ADMIN);
    const revoked = await revokeInvitationsOf(tx, target, now);
    await deleteMember(tx, target.id);
    await insertAudit(
      tx,
      actor,
      {
        action: "team_remove",
        targetType: "admin",
        targetId: target.id,
        details: { username: target.username, role: target.role, invitationsRevoked: revoked },
      },
      now,
    );
  });
}

/**
 * Turns someone's two-factor sign-in off and ends their sessions; they set it up again from the link mailed to their
 * address (an account made from the terminal has none: `npm run admin -- mfa`).
 */
export async function resetMfa(ctx: AppContext, actor: AuditActor, id: number | null) {
  const now = ctx.clock.now();
  const target = await requireMember(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await resetMemberMfa(tx, target.id, now);
    await deleteSessionsOf(tx, target.id);
    // The only way back in: a one-time link to the account's own address, never a password sign-in.
    await sendEnrolmentLink(ctx, tx, target);
    await insertAudit(
      tx,
      actor,
      {
        action: "team_mfa_reset",
        targetType: "admin",
        targetId: target.id,
        details: { username: target.username },
      },
      now,
    );
  });
  return memberOf(ctx, target.id);
}
