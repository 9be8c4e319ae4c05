import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MINUTE } from "../clock";
import { createTestApp, type TestApp } from "../test/test-app";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { enrolMfa, loginAsAdmin } from "../test/admin-session";
import { upsertAdmin } from "./admin-bootstrap";
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
    expect((await login("moderator", "correct horse battery", "198.51.100.7")).statusCode).toBe(200);
    for (let i = 0; i < 11; i++) await login("moderator", `wrong password ${i}`, "203.0.113.66");
    expect((await login("moderator", "correct horse battery", "203.0.113.66")).statusCode).toBe(429);
    const mine = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ username: "moderator" });
  });

  it("6 in parallel from 6 addresses are evaluated at most once per delay step, counted in the database", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login("moderator", `wrong password ${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const evaluated = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from audit_log where action = 'login_failed'`,
        )
      )[0].n;
    expect(await evaluated()).toBe(5);
    // The fifth failure set the first step (a minute); each attempt let through doubles it.
    let stepSeconds = 60;
    for (const round of [0, 1, 2]) {
      t.clock.advance(stepSeconds * 1000);
      stepSeconds *= 2;
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) => login("Moderator", `guess ${round}-${i}`, `10.1.${round}.${i}`)),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([401, 429, 429, 429, 429, 429]);
      expect(await evaluated()).toBe(5 + round + 1);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({ message: "Too many login attempts. Please try again later." });
      expect(Number(refused.headers["retry-after"])).toBe(stepSeconds);
      // Even the right password waits for the step from a client the account does not know.
      expect((await login("moderator", "correct horse battery", "10.9.9.9")).statusCode).toBe(429);
    }
    const [row] = await queryRows<{ attempts: number }>(
      t.db,
      sql`select attempts from admin_login_throttles`,
    );
    expect(row.attempts).toBe(8);
  }, 120_000);

  it("let the moderator's known device sign in during an attack, with the right password and code", async () => {
    const admin = await loginAsAdmin(t, "moderator", "correct horse battery");
    const { secret } = await enrolMfa(t, admin);
    t.clock.advance(30_000);
    // A sign-in from the moderator's browser leaves a device cookie bound to the account.
    const first = await login("moderator", "correct horse battery", "198.51.100.7");
    const code = (challenge: string, device?: string, address = "198.51.100.7") =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login/mfa",
        headers: { origin: ORIGIN, cookie: [challenge, device].filter(Boolean).join("; ") },
        payload: { code: totpCode(secret, t.clock.now()) },
        remoteAddress: address,
      });
    const signedIn = await code(`nb_admin_mfa=${first.cookies[0].value}`);
    expect(signedIn.statusCode).toBe(200);
    const issued = signedIn.cookies.find((c) => c.name === "nb_admin_device")!;
    expect(issued.httpOnly).toBe(true);
    expect(issued.sameSite).toBe("Strict");
    const device = `nb_admin_device=${issued.value}`;
    const [stored] = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from admin_devices`);
    expect(stored.token_hash).not.toContain(issued.value);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login("moderator", `wrong password ${i}`, `10.3.${i % 20}.${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(6);
    // From an address never seen (a phone on the move), the device cookie still opens the way at once.
    t.clock.advance(30_000);
    const mine = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { origin: ORIGIN, cookie: device },
      payload: { username: "moderator", password: "correct horse battery" },
      remoteAddress: "203.0.113.50",
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ mfaRequired: true });
    const challenge = mine.cookies.find((c) => c.name === "nb_admin_mfa")!;
    const done = await code(`nb_admin_mfa=${challenge.value}`, device, "203.0.113.50");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ username: "moderator" });
    // Without the cookie, from an address never signed in from, a client is a stranger, and waits.
    const stranger = await login("moderator", "correct horse battery", "203.0.113.60");
    expect(stranger.statusCode).toBe(429);
    // A device cookie is no key to guessing: five wrong passwords with it and it counts as a stranger's.
    for (let i = 0; i < 5; i++) {
      const typo = await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        headers: { origin: ORIGIN, cookie: device },
        payload: { username: "moderator", password: `typo number ${i}` },
        remoteAddress: "203.0.113.50",
      });
      expect(typo.statusCode).toBe(401);
    }
    const spent = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { origin: ORIGIN, cookie: device },
      payload: { username: "moderator", password: "correct horse battery" },
      remoteAddress: "203.0.113.51",
    });
    expect(spent.statusCode).toBe(429);
  }, 120_000);

  it("throttle a username nobody has exactly as an account's, so the answer tells nothing", async () => {
    const statuses = async (username: string, prefix: string) => {
      const out: number[] = [];
      for (let i = 0; i < 7; i++)
        out.push((await login(username, `wrong password ${i}`, `${prefix}.${i}`)).statusCode);
      return out;
    };
    const real = await statuses("moderator", "10.4.0");
    const made_up = await statuses("nobody-here", "10.5.0");
    expect(real).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(made_up).toEqual(real);
  }, 120_000);

  it("never hold back an address the moderator signed in from before", async () => {
    expect((await login("moderator", "correct horse battery", "198.51.100.7")).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await login("moderator", `wrong password ${i}`, `10.1.${i % 10}.${i}`);
    // The moderator's own address, even when a stranger behind the same address spent its counter.
    for (let i = 0; i < 11; i++) await login("moderator", `typo ${i}`, "198.51.100.7");
    const mine = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(mine.statusCode).toBe(200);
    // Remembered as a keyed hash, never as the address.
    const stored = JSON.stringify(await queryRows(t.db, sql`select * from admin_known_addresses`));
    expect(stored).toMatch(/[0-9a-f]{64}/);
    expect(stored).not.toContain("198.51.100.7");
  }, 120_000);

  it("from loopback are not counted as one visitor: only the per-account throttle applies there", async () => {
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
