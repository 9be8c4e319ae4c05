import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { runExclusive } from "./job-runner";
import { consumeRateLimit, requireRateLimit } from "../rate-limit";
import { AppError } from "../errors";
import { MINUTE } from "../clock";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("runExclusive", () => {
  it("runs the job and answers its result", async () => {
    expect(await runExclusive(t.db, 42, async () => "done")).toEqual({ ran: true, result: "done" });
  });

  it("lets only one of two overlapping runs do the work", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let work = 0;
    const first = runExclusive(t.db, 43, async () => {
      work++;
      await held;
    });
    // On a PostgreSQL server the second run finds the lock taken at once; PGlite has one connection, so the second
    // transaction only starts after the first ends — it then takes the lock itself. Either way the work is never done
    // twice at the same time.
    const second = runExclusive(t.db, 43, async () => {
      work++;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(work).toBe(1);
    release();
    const outcomes = await Promise.all([first, second]);
    expect(outcomes[0].ran).toBe(true);
    if (process.env.DATABASE_URL) expect(outcomes[1].ran).toBe(false);
  });
});

describe("rate limits", () => {
  it("counts hits in a window and refuses past the limit with Retry-After", async () => {
    const rule = { key: `test:${Math.random()}`, limit: 2, windowMs: 10 * MINUTE };
    await requireRateLimit(t.db, rule, t.clock);
    await requireRateLimit(t.db, rule, t.clock);
    const err = await requireRateLimit(t.db, rule, t.clock).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(429);
    expect(Number((err as AppError).headers?.["Retry-After"])).toBe(600);
    t.clock.advance(10 * MINUTE + 1);
    expect((await consumeRateLimit(t.db, rule, t.clock)).allowed).toBe(true);
  });
});

describe("per-address rules", () => {
  it("count real client addresses and leave loopback alone", async () => {
    const { perAddressRule, isLoopbackAddress } = await import("../rate-limit");
    expect(perAddressRule("post", "203.0.113.9", 5, MINUTE)).toEqual({
      key: "post:203.0.113.9",
      limit: 5,
      windowMs: MINUTE,
    });
    for (const address of ["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
      expect(perAddressRule("post", address, 5, MINUTE)).toBeNull();
    }
    await expect(requireRateLimit(t.db, null, t.clock)).resolves.toBeUndefined();
  });
});
