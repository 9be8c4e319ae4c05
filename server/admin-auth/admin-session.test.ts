import { describe, expect, it } from "vitest";
import { MINUTE } from "../clock";
import { createTestApp, useTestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";

const t = useTestApp();

const checkAuth = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/check-auth", headers: { cookie } });

describe("admin sessions", () => {
  it("end after 30 minutes without a request; each request pushes that out", async () => {
    const { cookie } = await loginAsAdmin(t);
    t.clock.advance(29 * MINUTE);
    const used = await checkAuth(cookie);
    expect(used.statusCode).toBe(200);
    expect(used.cookies.find((c) => c.name === "nb_admin_session")?.maxAge).toBe(30 * 60);
    t.clock.advance(29 * MINUTE);
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    const idle = await checkAuth(cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: "Authentication required" });
  });

  it("end 12 hours after login however busy, and the cookie's Max-Age never reaches past that", async () => {
    const { cookie } = await loginAsAdmin(t);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advance(20 * MINUTE);
      const res = await checkAuth(cookie);
      expect(res.statusCode, `${minutes} minutes in`).toBe(200);
      if (minutes === 11 * 60 + 40) {
        expect(res.cookies.find((c) => c.name === "nb_admin_session")?.maxAge).toBe(20 * 60);
      }
    }
    t.clock.advance(20 * MINUTE);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it("follow ADMIN_IDLE_MINUTES and ADMIN_SESSION_HOURS", async () => {
    const short = await createTestApp({ config: { adminIdleMinutes: 5, adminSessionHours: 1 } });
    try {
      const { cookie } = await loginAsAdmin(short);
      const check = () =>
        short.app.inject({ method: "GET", url: "/api/admin/check-auth", headers: { cookie } });
      short.clock.advance(4 * MINUTE);
      expect((await check()).statusCode).toBe(200);
      short.clock.advance(6 * MINUTE);
      expect((await check()).statusCode).toBe(401);
      const again = await loginAsAdmin(short);
      const checkAgain = () =>
        short.app.inject({ method: "GET", url: "/api/admin/check-auth", headers: again.headers });
      for (let i = 0; i < 14; i++) {
        short.clock.advance(4 * MINUTE);
        expect((await checkAgain()).statusCode).toBe(200);
      }
      short.clock.advance(4 * MINUTE);
      expect((await checkAgain()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it("get a new id at every login, and logging in again leaves the earlier session to itself", async () => {
    const first = await loginAsAdmin(t);
    const second = await loginAsAdmin(t);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await checkAuth(first.cookie)).statusCode).toBe(200);
    expect((await checkAuth(second.cookie)).statusCode).toBe(200);
  });
});

describe("Cache-Control: no-store", () => {
  it("is on every /api/admin answer, signed in or not, and on every secret-link API answer", async () => {
    const { headers } = await loginAsAdmin(t);
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/admin/check-auth", headers }),
      await t.app.inject({ method: "GET", url: "/api/admin/check-auth" }),
      await t.app.inject({ method: "GET", url: "/api/admin/stats", headers }),
      await t.app.inject({ method: "GET", url: "/api/admin/notices?page=1&limit=10", headers }),
      await t.app.inject({ method: "GET", url: "/api/admin/comments", headers }),
      await t.app.inject({ method: "GET", url: "/api/admin/nothing-here", headers }),
      await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        headers: { origin: headers.origin },
        payload: { username: "moderator", password: "correct horse battery" },
      }),
      await t.app.inject({ method: "GET", url: "/api/manage/some-token" }),
      await t.app.inject({ method: "GET", url: "/api/my-data/some-token" }),
      await t.app.inject({ method: "GET", url: "/api/subscription/some-token" }),
      await t.app.inject({ method: "POST", url: "/api/unsubscribe/some-token", headers }),
    ];
    answers.forEach((res, i) => {
      expect(res.headers["cache-control"], `answer ${i}: ${res.statusCode} ${res.body}`).toBe("no-store");
    });
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 401, 200]);
  });

  it("is not forced on public answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/notices" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).not.toBe("no-store");
  });
});
