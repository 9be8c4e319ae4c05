import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { createTestApp, useTestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { upsertAdmin } from "./admin-bootstrap";
import { hashSessionId } from "./admin-session";

const t = useTestApp();

const ORIGIN = "http://localhost:3000";
const login = (
  username: string,
  password: string,
  headers: Record<string, string> = { origin: ORIGIN },
  remoteAddress = "198.51.100.20",
) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers,
    payload: { username, password },
    remoteAddress,
  });

/** Every /api/admin route the app has, read from its own route table (printRoutes nests shared prefixes). */
function adminRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    if (!url.startsWith("/api/admin/") || !match[3]) continue;
    for (const method of match[3].split(",").map((m) => m.trim())) {
      if (method !== "HEAD") routes.push({ method, url: url.replace(/:\w+/g, "1") });
    }
  }
  return routes;
}

describe("admin routes without a session", () => {
  it("answer 401 on every route except login, the invitation and enrolment links and check-auth's own 401", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes).toContainEqual({ method: "PATCH", url: "/api/admin/notices/1/approve" });
    for (const route of routes) {
      const open = ["/api/admin/login", "/api/admin/invitations/", "/api/admin/enrolment/"];
      if (open.some((prefix) => route.url.startsWith(prefix))) continue;
      const res = await t.app.inject({
        method: route.method as "GET",
        url: route.url,
        headers: { origin: ORIGIN, cookie: "nb_admin_session=forged" },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Authentication required" });
    }
  });
});

describe("login", () => {
  it("answers the username and sets an HttpOnly, SameSite=Lax, Path=/ cookie stored only as a hash", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    const res = await login("moderator", "correct horse battery");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: "moderator" });
    const cookie = res.cookies.find((c) => c.name === "nb_admin_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(30 * 60);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const rows = await queryRows<{ id_hash: string }>(t.db, sql`select id_hash from admin_sessions`);
    expect(rows).toEqual([{ id_hash: hashSessionId(cookie.value) }]);
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
  });

  it("names the cookie __Host-nb_admin, Secure, Path=/ and without Domain when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ config: { publicUrl: "https://noticeboard.example" } });
    try {
      await upsertAdmin(secure.db, "moderator", "correct horse battery");
      const res = await secure.app.inject({
        method: "POST",
        url: "/api/admin/login",
        headers: { origin: "https://noticeboard.example" },
        payload: { username: "moderator", password: "correct horse battery" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.map((c) => c.name)).toEqual(["__Host-nb_admin", "__Host-nb_admin_device"]);
      const cookie = res.cookies[0];
      expect(cookie.secure).toBe(true);
      expect(cookie.path).toBe("/");
      expect(cookie.domain).toBeUndefined();
      const check = await secure.app.inject({
        method: "GET",
        url: "/api/admin/check-auth",
        headers: { cookie: `__Host-nb_admin=${cookie.value}` },
      });
      expect(check.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it("answers the same 401 for an unknown user and a wrong password", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    for (const [u, p] of [
      ["nobody", "correct horse battery"],
      ["moderator", "wrong password"],
    ]) {
      const res = await login(u, p);
      expect(res.statusCode, `${u}/${p}`).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid username or password" });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("answers 400 to fields shorter than the server-side schema's minimums (username 4, password 8)", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    const short = await login("mod", "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      username: "Username must be at least 4 characters",
      password: "Password must be at least 8 characters",
    });
    expect(short.cookies).toHaveLength(0);
    expect((await login("moderator", "1234567")).json().errors).toEqual({
      password: "Password must be at least 8 characters",
    });
  });

  it("asks for both fields with the form's messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "", password: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("spends about the same time on an unknown user as on a wrong password", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    let address = 0;
    const time = async (u: string) => {
      // Past the account's throttle step (login-throttle.ts), so every attempt is evaluated.
      t.clock.advance(16 * 60_000);
      const start = performance.now();
      const res = await login(u, "wrong password!", { origin: ORIGIN }, `198.51.100.${++address}`);
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    await time("moderator");
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment on a shared machine slows both alike; compared by median.
    for (let i = 0; i < 5; i++) {
      wrong.push(await time("moderator"));
      unknown.push(await time(`someone-else-${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2];
    // Both run one argon2id; without the dummy hash the unknown user would skip it and answer in a few milliseconds.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it("refuses a login posted from another site", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    const res = await login("moderator", "correct horse battery", { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });
});

describe("session", () => {
  it("check-auth answers the username with a session and 401 without", async () => {
    const { headers } = await loginAsAdmin(t);
    const ok = await t.app.inject({ method: "GET", url: "/api/admin/check-auth", headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      authenticated: true,
      username: "moderator",
      role: "admin",
      mfaEnabled: false,
      mfaSetupRequired: false,
    });
    const none = await t.app.inject({ method: "GET", url: "/api/admin/check-auth" });
    expect(none.statusCode).toBe(401);
  });

  it("logout deletes the session and clears the cookie", async () => {
    const { headers } = await loginAsAdmin(t);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === "nb_admin_session")!;
    expect(cleared.value).toBe("");
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from admin_sessions`);
    expect(rows[0].n).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/check-auth", headers })).statusCode).toBe(
      401,
    );
  });
});

describe("the Origin check on state-changing admin requests", () => {
  it("accepts PUBLIC_URL's origin and the request's own host; refuses others", async () => {
    const { cookie } = await loginAsAdmin(t);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie, ...headers } });
    for (const origin of ["https://evil.example", "http://localhost:3000.evil.example", "null"]) {
      const res = await logout({ origin });
      expect(res.statusCode, origin).toBe(403);
    }
    expect((await logout({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await logout({ origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" })).statusCode).toBe(200);
    const again = await loginAsAdmin(t);
    expect((await logout({ cookie: again.cookie, origin: ORIGIN })).statusCode).toBe(200);
  });

  it("refuses a changing request without Origin, or with only a foreign Referer, and takes Sec-Fetch-Site: same-origin", async () => {
    const { cookie } = await loginAsAdmin(t);
    const bare = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe("Forbidden: request origin not allowed");
    const invite = await t.app.inject({
      method: "POST",
      url: "/api/admin/team/invitations",
      headers: { cookie, referer: "https://evil.example/page" },
      payload: { email: "stranger@example.com", role: "admin" },
    });
    expect(invite.statusCode).toBe(403);
    const trust = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/trust",
      headers: { cookie },
      payload: {},
    });
    expect(trust.statusCode).toBe(403);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "moderator", password: "correct horse battery" },
    });
    expect(login.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it("lets reads through without an Origin", async () => {
    const { cookie } = await loginAsAdmin(t);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/check-auth", headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });
});
