import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { DAY, MINUTE } from "../clock";
import type { Executor } from "../db/client";
import { admins, adminSessions } from "../db/schema";

export const SESSION_COOKIE = "nb_admin_session";
export const SESSION_IDLE_MS = 7 * DAY;
/** How often a used session has its idle expiry pushed out (saves a write on every request). */
const REFRESH_AFTER_MS = MINUTE;

export interface AdminSession {
  adminId: number;
  username: string;
  /** Set when this use pushed the idle expiry out: the cookie should be sent again with a fresh Max-Age. */
  refreshed: boolean;
}

/** Only a SHA-256 of the cookie value is stored, so a copy of the table opens no session. */
export function hashSessionId(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

/** Starts a session for the admin; answers the random cookie value (256 bits). */
export async function createAdminSession(db: Executor, adminId: number, now: Date): Promise<string> {
  const value = crypto.randomBytes(32).toString("base64url");
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  await db.insert(adminSessions).values({
    idHash: hashSessionId(value),
    adminId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return value;
}

/** The live session of a cookie value, its idle expiry refreshed; undefined when unknown or expired. */
export async function findAdminSession(
  db: Executor,
  value: string | undefined,
  now: Date,
): Promise<AdminSession | undefined> {
  if (!value || value.length > 200) return undefined;
  const idHash = hashSessionId(value);
  const [row] = await db
    .select({
      adminId: adminSessions.adminId,
      username: admins.username,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.idHash, idHash), gt(adminSessions.expiresAt, now)));
  if (!row) return undefined;
  const refreshed = now.getTime() - row.lastSeenAt.getTime() >= REFRESH_AFTER_MS;
  if (refreshed) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(adminSessions.idHash, idHash));
  }
  return { adminId: row.adminId, username: row.username, refreshed };
}

export async function deleteAdminSession(db: Executor, value: string | undefined): Promise<void> {
  if (!value) return;
  await db.delete(adminSessions).where(eq(adminSessions.idHash, hashSessionId(value)));
}
