import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DAY, MINUTE } from "./clock";
import { insertNotice } from "./test/factories";
import { contactMessages, notices, rateLimits, verificationTokens } from "./db/schema";
import { deleteVerificationTokensOf, insertVerificationToken } from "./notices/verification-repository";
import { loginAsAdmin } from "./test/admin-session";
import { createTestApp, type TestApp } from "./test/test-app";
import { runExclusive } from "./jobs/job-runner";
import { createJobs } from "./main";

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

/** What the server does every minute: every job once. */
async function runJobs() {
  for (const job of createJobs(t.app.ctx)) await runExclusive(t.db, job.lockKey, job.run);
}

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe("retention jobs", () => {
  it("are among the jobs the server runs", () => {
    expect(createJobs(t.app.ctx).map((job) => job.name)).toEqual(
      expect.arrayContaining([
        "clear-mail-bodies",
        "delete-old-contact-messages",
        "remove-poster-data",
        "forget-addresses",
      ]),
    );
  });

  it("delete contact messages 90 days after they were sent", async () => {
    const notice = await insertNotice(t.db, { createdAt: ago(DAY), updatedAt: ago(DAY), expiresAt: null });
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          noticeId: notice.id,
          name: "Rhys Evans",
          email: "rhys@example.org",
          message: "Is it still free?",
        },
      });
    expect((await send()).statusCode).toBe(201);
    t.clock.advance(10 * DAY);
    expect((await send()).statusCode).toBe(201);

    t.clock.advance(80 * DAY - MINUTE);
    await runJobs();
    expect(await t.db.select().from(contactMessages)).toHaveLength(2);
    t.clock.advance(2 * MINUTE);
    await runJobs();
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
    t.clock.advance(10 * DAY);
    await runJobs();
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("remove the poster's e-mail 90 days after the notice expired, was rejected or closed, and only then", async () => {
    const now = t.clock.now();
    const expiring = await insertNotice(t.db, {
      title: "Garden bench for sale",
      category: "items_for_sale",
      contactEmail: "bench.seller@example.org",
      createdAt: ago(30 * DAY),
      updatedAt: ago(30 * DAY),
      expiresAt: new Date(now.getTime() + DAY),
    });
    const rejected = await insertNotice(t.db, {
      status: "rejected",
      contactEmail: "spammer@example.org",
      createdAt: ago(2 * DAY),
      updatedAt: ago(DAY),
      expiresAt: null,
    });
    const closed = await insertNotice(t.db, {
      status: "closed",
      outcome: "sold",
      contactEmail: "sold.it@example.org",
      createdAt: ago(2 * DAY),
      updatedAt: ago(DAY),
      closedAt: ago(DAY),
    });
    const live = await insertNotice(t.db, {
      category: "services",
      contactEmail: "plumber@example.org",
      expiresAt: null,
    });
    const emailOf = async (id: number) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0];

    t.clock.advance(DAY + MINUTE);
    await runJobs();
    expect((await emailOf(expiring.id)).status).toBe("expired");

    // Rejected a day before the start: its 90 days are up first.
    t.clock.advance(88 * DAY);
    await runJobs();
    expect(await emailOf(rejected.id)).toMatchObject({
      contactEmail: "",
      personalDataRemovedAt: t.clock.now(),
    });
    expect(await emailOf(closed.id)).toMatchObject({
      contactEmail: "",
      personalDataRemovedAt: t.clock.now(),
    });
    expect((await emailOf(expiring.id)).contactEmail).toBe("bench.seller@example.org");

    // Expired by the job a day and a minute after the start: 90 days after that, its poster's address goes.
    t.clock.advance(2 * DAY - 2 * MINUTE);
    await runJobs();
    expect(await emailOf(expiring.id)).toMatchObject({
      contactEmail: "bench.seller@example.org",
      personalDataRemovedAt: null,
    });
    t.clock.advance(3 * MINUTE);
    await runJobs();
    expect(await emailOf(expiring.id)).toMatchObject({
      contactEmail: "",
      personalDataRemovedAt: t.clock.now(),
    });
    expect((await emailOf(live.id)).contactEmail).toBe("plumber@example.org");

    // The moderator still sees the notice, but a search by the poster's address finds nothing any more.
    const { headers } = await loginAsAdmin(t);
    const search = await t.app.inject({
      method: "GET",
      url: "/api/admin/notices?search=bench.seller%40example.org&status=all",
      headers,
    });
    expect(search.json<{ data: unknown[] }>().data).toHaveLength(0);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/notices?status=expired", headers });
    expect(list.json<{ data: { title: string; contactEmail: string }[] }>().data).toEqual([
      expect.objectContaining({ title: "Garden bench for sale", contactEmail: "" }),
    ]);
  });

  it("remove the verification links of a backlog of ended notices larger than one statement can name", async () => {
    // A first run on a board with a backlog: the million-notice benchmark's board had 75,889 ended notices, and one
    // statement takes 65,535 parameters at most, so the job failed every minute and removed no poster's e-mail.
    const ended = await insertNotice(t.db, { status: "rejected", expiresAt: null });
    await insertVerificationToken(t.db, {
      noticeId: ended.id,
      tokenHash: "a".repeat(64),
      expiresAt: ago(99 * DAY),
      createdAt: ago(101 * DAY),
    });
    const backlog = Array.from({ length: 70_000 }, (_, i) => ended.id + 1 + i);
    await deleteVerificationTokensOf(t.db, [...backlog, ended.id]);
    expect(await t.db.select().from(verificationTokens)).toEqual([]);
  });

  it("forget rate-limit counters (keyed by client address) a day after their window began", async () => {
    const page = () =>
      t.app.inject({
        method: "POST",
        url: "/api/pageview",
        payload: { page: "home" },
        remoteAddress: "203.0.113.50",
      });
    expect((await page()).statusCode).toBe(204);
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(["pageview:203.0.113.50"]);
    t.clock.advance(DAY - MINUTE);
    await runJobs();
    expect(await t.db.select().from(rateLimits)).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    await runJobs();
    expect(await t.db.select().from(rateLimits)).toHaveLength(0);
  });
});

describe("the job list", () => {
  it("gives every job its own lock, so no job ever waits on (or skips because of) another", async () => {
    const keys = createJobs(t.app.ctx).map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
