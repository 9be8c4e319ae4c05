// embedded-specific: the jobs' advisory lock is taken in PGlite's one connection as in a server's transaction.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { runExclusive } from "./job-runner";
import { consumeRateLimit, requireRateLimit } from "../rate-limit";
import { AppError } from "../errors";
import { MINUTE } from "../clock";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";

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

  it("holds the job's advisory lock while the job runs", async () => {
    // Provable on either engine: the run's own transaction lists the lock it took (a bigint key below 2^32 shows as
    // objid with classid 0). Without pg_try_advisory_xact_lock the list is empty.
    const held = await runExclusive(t.db, 44, (tx) =>
      queryRows<{ objid: number }>(
        tx,
        sql`select objid::int as objid from pg_locks where locktype = 'advisory' and classid = 0 and pid = pg_backend_pid()`,
      ),
    );
    expect(held).toEqual({ ran: true, result: [{ objid: 44 }] });
  });

  // PGlite has one connection and runs one transaction at a time, so a second run waits for the first with or without
  // the lock: only a server with two connections can show that the lock turns the second run away.
  it.skipIf(!process.env.DATABASE_URL)("turns away a second run while the first holds the lock", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let work = 0;
    const first = runExclusive(t.db, 43, async () => {
      work++;
      await held;
    });
    await vi.waitFor(() => expect(work).toBe(1)); // the first run is inside, holding the lock
    const second = runExclusive(t.db, 43, async () => {
      work++;
    });
    expect(await second).toEqual({ ran: false });
    expect(work).toBe(1);
    release();
    expect((await first).ran).toBe(true);
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
