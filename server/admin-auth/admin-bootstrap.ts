import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { LIMITS } from "../../common/limits";
import { findAdminByUsername, insertAdmin, updateAdminPasswordHash } from "./admin-repository";
import { hashPassword } from "./password";
import { isStrongPassword } from "./password-strength";
import { NEW_PASSWORD_MIN, WEAK_PASSWORD } from "../../common/admin-password-rule";
import { ConfigError } from "../config";

/** Adds the admin, or resets its password. */
export async function upsertAdmin(
  db: Executor,
  username: string,
  password: string,
): Promise<"created" | "updated"> {
  if (username.trim().length < LIMITS.adminUsernameMin) {
    throw new Error(`The username must be at least ${LIMITS.adminUsernameMin} characters`);
  }
  if (!(await isStrongPassword(password, username.trim()))) {
    throw new Error(
      `${WEAK_PASSWORD}: at least ${NEW_PASSWORD_MIN} characters, not a common one, without the username or the board's name`,
    );
  }
  const passwordHash = await hashPassword(password);
  const existing = await findAdminByUsername(db, username.trim());
  if (existing) {
    await updateAdminPasswordHash(db, existing.id, passwordHash, new Date());
    return "updated";
  }
  await insertAdmin(db, username.trim(), passwordHash);
  return "created";
}

/**
 * ADMIN_USERNAME and ADMIN_PASSWORD both set: that admin exists with that password. A password the rule refuses stops
 * the start with one line (a ConfigError), as any bad setting does: the board never runs with a guessable admin.
 */
export async function ensureEnvAdmin(ctx: AppContext): Promise<void> {
  const { adminUsername, adminPassword } = ctx.config;
  if (!adminUsername || !adminPassword) return;
  if (!(await isStrongPassword(adminPassword, adminUsername.trim()))) {
    throw new ConfigError(
      `Invalid setting ADMIN_PASSWORD: ${WEAK_PASSWORD} (at least ${NEW_PASSWORD_MIN} characters, not a common one, without the username or the board's name)`,
    );
  }
  const outcome = await upsertAdmin(ctx.db, adminUsername, adminPassword);
  ctx.log.info({ username: adminUsername, outcome }, "admin from ADMIN_USERNAME/ADMIN_PASSWORD");
}
