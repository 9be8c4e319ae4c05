import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { HOUR, MINUTE } from "../clock";
import { emailSubscribers, pageViews } from "../db/schema";
import { useTestApp } from "../test/test-app";
import { PAGE_VIEWS_PER_MINUTE } from "../analytics/pageview-service";
import { SUBSCRIBES_PER_HOUR as SUBSCRIPTIONS_PER_HOUR } from "../subscribers/subscriber-service";
import { VERIFICATIONS_PER_HOUR } from "../moderation/verification-service";

const t = useTestApp();

const VISITOR = "203.0.113.7";
const NEIGHBOUR = "198.51.100.8";

const post = (url: string, payload: object, remoteAddress = VISITOR) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress });

/** The answer past a limit: 429, Retry-After in seconds within the window, and a sentence a visitor can read. */
function expectTooMany(res: LightMyRequestResponse, windowSeconds: number, message: string) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({ message });
}

describe("POST /api/subscribe", () => {
  it(`takes ${SUBSCRIPTIONS_PER_HOUR} addresses an hour from one client, then 429 until the hour is over`, async () => {
    for (let i = 0; i < SUBSCRIPTIONS_PER_HOUR; i++) {
      expect((await post("/api/subscribe", { email: `reader${i}@example.com` })).statusCode).toBe(201);
    }
    const refused = await post("/api/subscribe", { email: "one.more@example.com" });
    expectTooMany(refused, HOUR / 1000, "Too many subscription requests. Please try again later.");
    expect(await t.db.select().from(emailSubscribers)).toHaveLength(SUBSCRIPTIONS_PER_HOUR);

    expect((await post("/api/subscribe", { email: "next.door@example.com" }, NEIGHBOUR)).statusCode).toBe(
      201,
    );
    t.clock.advance(HOUR);
    expect((await post("/api/subscribe", { email: "one.more@example.com" })).statusCode).toBe(201);
  });
});

describe("POST /api/pageview", () => {
  it(`records ${PAGE_VIEWS_PER_MINUTE} views a minute from one client, then 429`, async () => {
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i++) {
      expect((await post("/api/pageview", { page: "home" })).statusCode).toBe(204);
    }
    expectTooMany(
      await post("/api/pageview", { page: "home" }),
      MINUTE / 1000,
      "Too many page views. Please try again later.",
    );
    expect(await t.db.select().from(pageViews)).toHaveLength(PAGE_VIEWS_PER_MINUTE);
    t.clock.advance(MINUTE);
    expect((await post("/api/pageview", { page: "home" })).statusCode).toBe(204);
  });

  it("never limits this machine (loopback): behind a proxy without TRUST_PROXY it would be every visitor", async () => {
    for (let i = 0; i <= PAGE_VIEWS_PER_MINUTE; i++) {
      expect((await post("/api/pageview", { page: "home" }, "127.0.0.1")).statusCode).toBe(204);
    }
  });
});

describe("POST /api/notices/verify", () => {
  it(`tries ${VERIFICATIONS_PER_HOUR} links an hour from one client, then 429 without looking at the link`, async () => {
    const token = "x".repeat(43);
    for (let i = 0; i < VERIFICATIONS_PER_HOUR; i++) {
      const res = await post("/api/notices/verify", { token });
      expect(res.json()).toEqual({ message: "Invalid or already used verification link" });
    }
    expectTooMany(
      await post("/api/notices/verify", { token }),
      HOUR / 1000,
      "Too many verification attempts. Please try again later.",
    );
    expect((await post("/api/notices/verify", { token }, NEIGHBOUR)).statusCode).toBe(400);
  });
});
