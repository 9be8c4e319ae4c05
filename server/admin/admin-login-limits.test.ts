import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR, MINUTE } from "../clock";
import { createTestApp, type TestApp } from "../test/test-app";
import { upsertAdmin } from "./admin-bootstrap";

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

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin: "http://localhost:3000" },
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

  it("are limited to 100 an hour per account across every address, the right password included", async () => {
    for (let i = 0; i < 100; i++) {
      const res = await login("Moderator", `wrong password ${i}`, `10.0.${Math.floor(i / 50)}.${i % 50}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login("moderator", "correct horse battery", "198.51.100.7");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(3600);
    t.clock.advance(HOUR + 1000);
    expect((await login("moderator", "correct horse battery", "198.51.100.7")).statusCode).toBe(200);
  });

  it("from loopback are not counted as one visitor: only the per-account limit applies there", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await login(`user-${i}`, "whatever-password", "127.0.0.1")).statusCode).toBe(401);
    }
    expect((await login("moderator", "correct horse battery", "127.0.0.1")).statusCode).toBe(200);
  });
});
