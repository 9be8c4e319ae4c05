import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { LIMITS } from "../../common/limits";
import { findAdminByUsername, insertAdmin, updateAdminPasswordHash } from "./admin-repository";
import { hashPassword } from "./password";

/** Adds the admin, or resets its password. */
export async function upsertAdmin(
  db: Executor,
  username: string,
  password: string,
): Promise<"created" | "updated"> {
  if (username.trim().length < LIMITS.adminUsernameMin) {
    throw new Error(`The username must be at least ${LIMITS.adminUsernameMin} characters`);
  }
  if (password.length < LIMITS.adminPasswordMin) {
    throw new Error(`The password must be at least ${LIMITS.adminPasswordMin} characters`);
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

/** ADMIN_USERNAME and ADMIN_PASSWORD both set: that admin exists with that password. */
export async function ensureEnvAdmin(ctx: AppContext): Promise<void> {
  const { adminUsername, adminPassword } = ctx.config;
  if (!adminUsername || !adminPassword) return;
  const outcome = await upsertAdmin(ctx.db, adminUsername, adminPassword);
  ctx.log.info({ username: adminUsername, outcome }, "admin from ADMIN_USERNAME/ADMIN_PASSWORD");
}
