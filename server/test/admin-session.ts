import { eq } from "drizzle-orm";
import { upsertAdmin } from "../admin-auth/admin-bootstrap";
import { sessionCookieName } from "../admin-auth/admin-session";
import { totpCode } from "../admin-auth/totp";
import { admins } from "../db/schema";
import type { AdminRole } from "../../common/team-schemas";
import type { TestApp } from "./test-app";

export interface AdminHeaders {
  /** `nb_admin_session=…` (`__Host-nb_admin=…` on https), for a Cookie header. */
  cookie: string;
  /** Pass to `app.inject({ headers })`: the session cookie and an Origin the CSRF check accepts. */
  headers: { cookie: string; origin: string };
}

/** Logs in through POST /api/admin/login (creating the admin first if needed) and answers headers for app.inject. */
export async function loginAsAdmin(
  t: TestApp,
  username = "moderator",
  password = "correct horse battery",
): Promise<AdminHeaders> {
  const [existing] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.username, username));
  if (!existing) await upsertAdmin(t.db, username, password);
  const origin = t.config.publicUrl;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === sessionCookieName(t.config));
  if (!setCookie) throw new Error("admin login set no session cookie");
  const cookie = `${setCookie.name}=${setCookie.value}`;
  return { cookie, headers: { cookie, origin } };
}

/** Turns two-factor sign-in on through the dashboard's two calls; answers the secret, its URI and the recovery codes. */
export async function enrolMfa(t: TestApp, admin: AdminHeaders) {
  const setup = await t.app.inject({ method: "POST", url: "/api/admin/mfa/setup", headers: admin.headers });
  if (setup.statusCode !== 200) throw new Error(`mfa setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
  const enable = await t.app.inject({
    method: "POST",
    url: "/api/admin/mfa/enable",
    headers: admin.headers,
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  if (enable.statusCode !== 200) throw new Error(`mfa enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, otpauthUri, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** Signs in an account of that role (made from the terminal, then given the role), for tests of what a role may do. */
export async function loginWithRole(
  t: TestApp,
  role: AdminRole,
  username = role === "admin" ? "moderator" : "volunteer",
): Promise<AdminHeaders> {
  const [existing] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.username, username));
  if (!existing) await upsertAdmin(t.db, username, "correct horse battery");
  await t.db.update(admins).set({ role }).where(eq(admins.username, username));
  return loginAsAdmin(t, username);
}
