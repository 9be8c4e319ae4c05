import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DAY } from "../clock";
import { insertNotice } from "../test/factories";
import { notices, noticeViews, viewSalts } from "../db/schema";
import { createForgetAddressesJob } from "./forget-addresses-job";
import { runExclusive } from "../jobs/job-runner";
import { createTestApp, type TestApp } from "../test/test-app";
import { londonDay } from "../../common/london-day";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set("2026-06-01T10:00:00Z");
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1";

async function view(id: number, remoteAddress: string, userAgent = FIREFOX): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/notices/${id}`,
    remoteAddress,
    headers: { "user-agent": userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ viewCount: number }>().viewCount;
}

/** What the tables hold once the views waiting in memory (notice-view-buffer.ts) are stored. */
async function storedViews() {
  await t.storeViews();
  return t.db.select().from(noticeViews);
}

async function storedCount(id: number): Promise<number> {
  await t.storeViews();
  return (await t.db.select({ n: notices.viewCount }).from(notices).where(eq(notices.id, id)))[0].n;
}

describe("viewCount", () => {
  it("counts a visitor once per notice per day, however often they open it", async () => {
    const notice = await insertNotice(t.db, { viewCount: 0 });
    const other = await insertNotice(t.db, { viewCount: 0 });
    for (let i = 0; i < 21; i++) expect(await view(notice.id, "203.0.113.5")).toBe(1);
    expect(await storedCount(notice.id)).toBe(1);

    expect(await view(notice.id, "203.0.113.6")).toBe(2);
    expect(await view(notice.id, "203.0.113.5", SAFARI)).toBe(3);
    expect(await view(other.id, "203.0.113.5")).toBe(1);

    // Midnight in London (BST: 23:00 UTC) starts a new day.
    t.clock.set("2026-06-01T22:59:00Z");
    expect(await view(notice.id, "203.0.113.5")).toBe(3);
    t.clock.set("2026-06-01T23:00:00Z");
    expect(londonDay(t.clock.now())).toBe("2026-06-02");
    expect(await view(notice.id, "203.0.113.5")).toBe(4);
    expect(await view(notice.id, "203.0.113.5")).toBe(4);
  });

  it("stores no address: only a salted hash, forgotten with its salt the next day", async () => {
    const notice = await insertNotice(t.db, { viewCount: 0 });
    await view(notice.id, "203.0.113.77");
    const rows = await storedViews();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.77");
    expect(await t.db.select().from(viewSalts)).toHaveLength(1);

    const job = createForgetAddressesJob(t.app.ctx);
    await runExclusive(t.db, job.lockKey, job.run);
    expect(await storedViews()).toHaveLength(1);
    t.clock.advance(DAY);
    await runExclusive(t.db, job.lockKey, job.run);
    expect(await storedViews()).toHaveLength(0);
    expect(await t.db.select().from(viewSalts)).toHaveLength(0);
    // The count stays; the same visitor counts again on the new day.
    expect(await view(notice.id, "203.0.113.77")).toBe(2);
  });

  it("answers 404 for a notice that is not live, and counts nothing for it", async () => {
    const pending = await insertNotice(t.db, { status: "pending", viewCount: 0 });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/notices/${pending.id}`,
      remoteAddress: "203.0.113.9",
    });
    expect(res.statusCode).toBe(404);
    expect(await storedViews()).toHaveLength(0);
    expect(await storedCount(pending.id)).toBe(0);
  });
});
