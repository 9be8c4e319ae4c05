import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR, MINUTE } from "../clock";
import { createTestApp, type TestApp } from "../test/test-app";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { enrolMfa, loginAsAdmin } from "../test/admin-session";
import { upsertAdmin } from "./admin-bootstrap";
import { LOGIN_DELAY_MAX_MS } from "./admin-auth-service";
import { totpCode } from "./totp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  await upsertAdmin(t.db, "moderator", "correct horse battery");
});

const ORIGIN = "http://localhost:3000";

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin: ORIGIN },
    payload: { username, password },
    remoteAddress,
  });

describe("failed logins", () => {
  it("are limited to 10 a quarter-hour per address across usernames, with Retry-After", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(`user-${i}`, "whatever-password", "198.51.100.20")).statusCode).toBe(401);
    }
    const blocked = await login("someone-new", "whatever-password", "198.51.100.20");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: "Too many login attempts. Please try again later." });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    // Another address is not held back by this one's failures.
    expect((await login("someone-new", "whatever-password", "198.51.100.21")).statusCode).toBe(401);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login("someone-new", "whatever-password", "198.51.100.20")).statusCode).toBe(401);
  });

  it("from a stranger's address do not lock the moderator out of their own", async () => {
    for (let i = 0; i < 11; i++) await login("moderator", `wrong password ${i}`, "203.0.113.66");
    expect((await login("moderator", "correct horse battery", "203.0.113.66")).statusCode).toBe(429);
    const mine = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ username: "moderator" });
  });

  // A hundred argon2id checks each: slow on a loaded machine.
  it("100 an hour from 10 addresses never refuse the right password and code: they slow the account down", async () => {
    const admin = await loginAsAdmin(t, "moderator", "correct horse battery");
    const { secret } = await enrolMfa(t, admin);
    t.clock.advance(30_000);
    for (let i = 0; i < 100; i++) {
      const res = await login("Moderator", `wrong password ${i}`, `10.0.${i % 10}.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const sleepsBefore = t.clock.sleeps.length;
    const step = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ mfaRequired: true });
    // A new address waits (slowed down), it is not refused.
    expect(t.clock.sleeps.slice(sleepsBefore).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const code = await t.app.inject({
      method: "POST",
      url: "/api/admin/login/mfa",
      headers: { origin: ORIGIN, cookie: `nb_admin_mfa=${step.cookies[0].value}` },
      payload: { code: totpCode(secret, t.clock.now()) },
      remoteAddress: "198.51.100.7",
    });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toEqual({ username: "moderator" });
  }, 120_000);

  it("never hold back an address the moderator signed in from before, nor slow it down", async () => {
    expect((await login("moderator", "correct horse battery", "198.51.100.7")).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) await login("moderator", `wrong password ${i}`, `10.1.${i % 10}.${i}`);
    // The moderator's own address, even when a stranger behind the same address spent its counter.
    for (let i = 0; i < 11; i++) await login("moderator", `typo ${i}`, "198.51.100.7");
    const sleepsBefore = t.clock.sleeps.length;
    const mine = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(mine.statusCode).toBe(200);
    expect(t.clock.sleeps.slice(sleepsBefore)).toEqual([]);
    // Remembered as a keyed hash, never as the address.
    const stored = JSON.stringify(await queryRows(t.db, sql`select * from admin_known_addresses`));
    expect(stored).toMatch(/[0-9a-f]{64}/);
    expect(stored).not.toContain("198.51.100.7");
  }, 120_000);

  it("slow each further attempt on the account down more, up to a cap", async () => {
    const waits: number[] = [];
    for (let i = 0; i < 30; i++) {
      const before = t.clock.sleeps.length;
      await login("moderator", `wrong password ${i}`, `10.2.0.${i}`);
      waits.push(t.clock.sleeps.slice(before).reduce((a, b) => a + b, 0));
    }
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    expect(waits[8]).toBeGreaterThan(waits[6]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOGIN_DELAY_MAX_MS);
    expect(waits.at(-1)).toBe(LOGIN_DELAY_MAX_MS);
    t.clock.advance(HOUR + 1000);
    const before = t.clock.sleeps.length;
    await login("moderator", "wrong password again", "10.2.1.1");
    expect(t.clock.sleeps.slice(before)).toEqual([]);
  }, 120_000);

  it("from loopback are not counted as one visitor: only the per-account limit applies there", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await login(`user-${i}`, "whatever-password", "127.0.0.1")).statusCode).toBe(401);
    }
    expect((await login("moderator", "correct horse battery", "127.0.0.1")).statusCode).toBe(200);
  });
});

describe("the moderator", () => {
  it("is shown the failed sign-ins on their account since their last sign-in, with times", async () => {
    const firstAt = t.clock.now().toISOString();
    const first = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(first.statusCode).toBe(200);
    const times: string[] = [];
    for (const [i, address] of ["203.0.113.5", "203.0.113.6", "203.0.113.7"].entries()) {
      t.clock.advance(10 * MINUTE);
      times.push(t.clock.now().toISOString());
      await login(i === 1 ? "MODERATOR" : "moderator", "not the password", address);
    }
    await login("someone-else", "not the password", "203.0.113.8");
    t.clock.advance(MINUTE);
    const admin = await loginAsAdmin(t, "moderator", "correct horse battery");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/login-failures",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      since: firstAt,
      attempts: times.reverse().map((at) => ({ at })),
    });
    expect(res.body).not.toContain("203.0.113");

    const next = await loginAsAdmin(t, "moderator", "correct horse battery");
    const none = await t.app.inject({
      method: "GET",
      url: "/api/admin/login-failures",
      headers: next.headers,
    });
    expect(none.json()).toMatchObject({ count: 0, attempts: [] });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/login-failures" });
    expect(anonymous.statusCode).toBe(401);
  });
});
