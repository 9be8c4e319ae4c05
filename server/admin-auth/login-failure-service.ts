import type { AppContext } from "../context";
import { findLoginFailures, findPreviousLoginAt, insertAudit } from "../audit/audit-repository";
import type { AdminLoginFailures } from "../../common/admin-login-schema";
import { SYSTEM_ACTOR } from "../audit/audit-actor";

/** The newest failures listed with their times; the count covers them all. */
const LISTED_FAILURES = 20;

/** A wrong password or code, in the audit log under the username typed (never the address). */
export async function auditLoginFailure(
  ctx: AppContext,
  username: string,
  step: "password" | "code",
): Promise<void> {
  const details = { username: username.trim().slice(0, 100), step };
  await insertAudit(ctx.db, SYSTEM_ACTOR, { action: "login_failed", details }, ctx.clock.now());
}

/** What the dashboard tells the admin after sign-in: the failed logins on their username since their previous one. */
export async function listLoginFailuresSincePreviousLogin(
  ctx: AppContext,
  admin: { adminId: number; username: string },
): Promise<AdminLoginFailures> {
  const since = await findPreviousLoginAt(ctx.db, admin.adminId);
  const { count, times } = await findLoginFailures(ctx.db, admin.username, since, LISTED_FAILURES);
  return {
    count,
    since: since ? since.toISOString() : null,
    attempts: times.map((at) => ({ at: at.toISOString() })),
  };
}
