import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { notices, noticeViews } from "../db/schema";
import { insertNotice } from "../test/factories";
import { createTestApp, useTestApp } from "../test/test-app";
import { NoticeViewBuffer, VIEW_FLUSH_MS, viewBufferFor } from "./notice-view-buffer";
import { londonDay } from "../../common/london-day";

const t = useTestApp();

const VISITOR = "203.0.113.5";

/** A view as a browser makes it: from `remoteAddress` (loopback by default: every view counts). */
async function view(id: number, remoteAddress = "127.0.0.1"): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: `/api/notices/${id}`, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json<{ viewCount: number }>().viewCount;
}

/** The count in the table, without storing what waits in memory. */
const tableCount = async (id: number, app = t) =>
  (await app.db.select({ n: notices.viewCount }).from(notices).where(eq(notices.id, id)))[0].n;

describe("views held in memory", () => {
  it("answer the stored count plus the views not yet stored, and store them in one go", async () => {
    const notice = await insertNotice(t.db, { viewCount: 4 });
    expect(await view(notice.id)).toBe(5);
    expect(await view(notice.id)).toBe(6);
    expect(await view(notice.id, VISITOR)).toBe(7);
    expect(await tableCount(notice.id)).toBe(4);
    expect(viewBufferFor(t.app.ctx).unstored(notice.id)).toBe(3);

    await t.storeViews();
    expect(await tableCount(notice.id)).toBe(7);
    expect(await t.db.select().from(noticeViews)).toHaveLength(1);
    expect(await view(notice.id)).toBe(8);
  });

  it(`are stored within ${VIEW_FLUSH_MS} ms without anything asking`, async () => {
    const notice = await insertNotice(t.db, { viewCount: 0 });
    await view(notice.id);
    await expect.poll(() => tableCount(notice.id), { timeout: 10_000, interval: 100 }).toBe(1);
  });

  it("count a visitor once a day, whether their first view is held or already stored", async () => {
    const notice = await insertNotice(t.db, { viewCount: 0 });
    expect(await view(notice.id, VISITOR)).toBe(1);
    expect(await view(notice.id, VISITOR)).toBe(1);
    await t.storeViews();
    expect(await view(notice.id, VISITOR)).toBe(1);
    await t.storeViews();
    expect(await tableCount(notice.id)).toBe(1);
    expect(await t.db.select().from(noticeViews)).toHaveLength(1);
  });

  it("leave it to the database when two servers hold the same visitor's first view", async () => {
    const notice = await insertNotice(t.db, { viewCount: 0 });
    const log = pino({ level: "silent" });
    const servers = [new NoticeViewBuffer(t.db, log), new NoticeViewBuffer(t.db, log)];
    const visitor = { day: londonDay(t.clock.now()), visitorHash: "same-visitor" };
    for (const server of servers) await server.record(notice.id, visitor);
    await Promise.all(servers.map((server) => server.flush()));
    expect(await tableCount(notice.id)).toBe(1);
    expect(await t.db.select().from(noticeViews)).toHaveLength(1);
  });

  it("are stored before the most-viewed order is read", async () => {
    await insertNotice(t.db, { title: "Often read", viewCount: 10 });
    const rising = await insertNotice(t.db, { title: "Rising", viewCount: 9 });
    await view(rising.id);
    await view(rising.id);
    const res = await t.app.inject({ method: "GET", url: "/api/notices?sort=most_viewed" });
    const answer = res.json<{ data: { title: string; viewCount: number }[] }>();
    expect(answer.data.map((n) => [n.title, n.viewCount])).toEqual([
      ["Rising", 11],
      ["Often read", 10],
    ]);
  });

  it("are stored when the app closes: none is lost at shutdown", async () => {
    const other = await createTestApp();
    try {
      const notice = await insertNotice(other.db, { viewCount: 0 });
      const res = await other.app.inject({ method: "GET", url: `/api/notices/${notice.id}` });
      expect(res.json<{ viewCount: number }>().viewCount).toBe(1);
      expect(await tableCount(notice.id, other)).toBe(0);
      await other.app.close();
      expect(await tableCount(notice.id, other)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
