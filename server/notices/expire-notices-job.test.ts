import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DAY, MINUTE } from "../clock";
import { insertNotice } from "../test/factories";
import { notices } from "../db/schema";
import { runExclusive } from "../jobs/job-runner";
import { createJobs } from "../main";
import { useTestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { createExpireNoticesJob } from "./expire-notices-job";

const t = useTestApp();

const statusOf = async (id: number) =>
  (await t.db.select({ status: notices.status }).from(notices).where(eq(notices.id, id)))[0].status;

describe("the expire-notices job", () => {
  it("is one of the jobs the server runs", () => {
    expect(createJobs(t.app.ctx).map((j) => j.name)).toContain("expire-notices");
  });

  it("turns active notices whose expiresAt has come into expired, and nothing else", async () => {
    const now = t.clock.now().getTime();
    const due = await insertNotice(t.db, { expiresAt: new Date(now - MINUTE) });
    const exactlyNow = await insertNotice(t.db, { expiresAt: new Date(now) });
    const later = await insertNotice(t.db, { expiresAt: new Date(now + MINUTE) });
    const never = await insertNotice(t.db, { category: "services", expiresAt: null });
    const pendingPast = await insertNotice(t.db, { status: "pending", expiresAt: new Date(now - DAY) });

    const job = createExpireNoticesJob(t.app.ctx);
    expect(await runExclusive(t.db, job.lockKey, job.run)).toEqual({ ran: true, result: 2 });
    expect(await statusOf(due.id)).toBe("expired");
    expect(await statusOf(exactlyNow.id)).toBe("expired");
    expect(await statusOf(later.id)).toBe("active");
    expect(await statusOf(never.id)).toBe("active");
    expect(await statusOf(pendingPast.id)).toBe("pending");

    t.clock.advance(2 * MINUTE);
    expect(await runExclusive(t.db, job.lockKey, job.run)).toEqual({ ran: true, result: 1 });
    expect(await statusOf(later.id)).toBe("expired");
  });

  it("moves the notice from Active to Expired in the moderator's counts", async () => {
    const { headers } = await loginAsAdmin(t);
    await insertNotice(t.db, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    await insertNotice(t.db, { expiresAt: new Date(t.clock.now().getTime() + DAY) });
    const stats = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers })).json();
    expect(await stats()).toMatchObject({ activeNotices: 2, expiredNotices: 0 });
    const job = createExpireNoticesJob(t.app.ctx);
    await runExclusive(t.db, job.lockKey, job.run);
    expect(await stats()).toMatchObject({ activeNotices: 1, expiredNotices: 1 });
  });

  /*
   * On a PostgreSQL server (DATABASE_URL, as in CI) the two runs use two connections at once: the second finds the
   * advisory lock held and answers ran:false without touching anything. PGlite has one connection and runs one
   * transaction at a time, so there the second run would wait for the first with or without the lock: the test could
   * not fail, so it runs on PostgreSQL only (job-runner.test.ts proves on PGlite that the lock is taken).
   */
  it.skipIf(!process.env.DATABASE_URL)("lets only one of two concurrent runs do the work", async () => {
    const past = new Date(t.clock.now().getTime() - MINUTE);
    for (let i = 0; i < 3; i++) await insertNotice(t.db, { expiresAt: past });
    const job = createExpireNoticesJob(t.app.ctx);
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    let inside = 0;
    let overlapped = false;
    const run = async (tx: Parameters<typeof job.run>[0]) => {
      inside += 1;
      if (inside > 1) overlapped = true;
      const result = await job.run(tx);
      await hold;
      inside -= 1;
      return result;
    };
    const first = runExclusive(t.db, job.lockKey, run);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = runExclusive(t.db, job.lockKey, run);
    expect(await second).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: 3 });
    expect(overlapped).toBe(false);
  });
});
