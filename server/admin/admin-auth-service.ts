import { eq } from "drizzle-orm";
import { MINUTE } from "../clock";
import type { AppContext } from "../context";
import { admins } from "../db/schema";
import { AppError } from "../errors";
import {
  clearRateLimit,
  consumeRateLimit,
  peekRateLimit,
  perAddressRule,
  tooManyRequests,
  type RateLimitRule,
} from "../http/rate-limit";
import { LIMITS } from "../../common/limits";
import type { AdminLoginInput } from "../../common/admin-login-schema";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password";

export const LOGIN_LIMIT = { limit: 10, windowMs: 15 * MINUTE };
const invalidLogin = () => new AppError(401, "Invalid username or password");
const TOO_MANY = "Too many login attempts. Please try again later.";

const USER_RULE_PREFIX = "admin-login-user:";

/** Per username always; per address unless it is loopback (see perAddressRule). */
function loginRules(username: string, ip: string): RateLimitRule[] {
  const byAddress = perAddressRule("admin-login-ip", ip, LOGIN_LIMIT.limit, LOGIN_LIMIT.windowMs);
  const byUser = { key: `${USER_RULE_PREFIX}${username.toLowerCase()}`, ...LOGIN_LIMIT };
  return byAddress ? [byUser, byAddress] : [byUser];
}

/**
 * Checks a username and password. Unknown user, wrong password and a too-short field all answer the same 401 after
 * the same scrypt work; failures count per address and per username, and past 10 a quarter-hour the answer is 429.
 */
export async function authenticateAdmin(
  ctx: AppContext,
  input: AdminLoginInput,
  ip: string,
): Promise<{ id: number; username: string }> {
  const username = input.username.trim();
  const rules = loginRules(username, ip);
  for (const rule of rules) {
    const state = await peekRateLimit(ctx.db, rule, ctx.clock);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, TOO_MANY);
  }
  const plausible =
    username.length >= LIMITS.adminUsernameMin && input.password.length >= LIMITS.adminPasswordMin;
  const [admin] = plausible ? await ctx.db.select().from(admins).where(eq(admins.username, username)) : [];
  const ok = await verifyPassword(input.password, admin?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  if (admin && ok) {
    await clearRateLimit(ctx.db, rules[0].key);
    return { id: admin.id, username: admin.username };
  }
  for (const rule of rules) await consumeRateLimit(ctx.db, rule, ctx.clock);
  throw invalidLogin();
}
