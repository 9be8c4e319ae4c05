import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { admins } from "../db/schema";
import { LIMITS } from "../../common/limits";
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
  const existing = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.username, username.trim()));
  if (existing.length) {
    await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, existing[0].id));
    return "updated";
  }
  await db.insert(admins).values({ username: username.trim(), passwordHash });
  return "created";
}

/** ADMIN_USERNAME and ADMIN_PASSWORD both set: that admin exists with that password. */
export async function ensureEnvAdmin(ctx: AppContext): Promise<void> {
  const { adminUsername, adminPassword } = ctx.config;
  if (!adminUsername || !adminPassword) return;
  const outcome = await upsertAdmin(ctx.db, adminUsername, adminPassword);
  ctx.log.info({ username: adminUsername, outcome }, "admin from ADMIN_USERNAME/ADMIN_PASSWORD");
}
