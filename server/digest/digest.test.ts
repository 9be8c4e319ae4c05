import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../context";
import { DAY, HOUR } from "../clock";
import { insertNotice, insertSubscribers } from "../test/factories";
import { digestDeliveries, digestRuns } from "../db/schema";
import { runExclusive, runJob } from "../jobs/job-runner";
import { loginAsAdmin } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";
import { createDigestJob } from "./digest-job";
import { runDigestBatch } from "./digest-service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Thursday 4 June 2026, 13:00 in London (BST); the daily and weekly digests are both due on Friday at 07:00 BST.
const THURSDAY = new Date("2026-06-04T12:00:00Z");
const FRIDAY_0700 = new Date("2026-06-05T06:00:00Z");

beforeEach(async () => {
  await t.reset();
  t.clock.set(THURSDAY);
});

/** Confirmed on Thursday unless told otherwise. */
const addReaders = (rows: Parameters<typeof insertSubscribers>[1]) =>
  insertSubscribers(
    t.db,
    rows.map((row) => ({ confirmedAt: THURSDAY, ...row })),
  );

async function runDigests(): Promise<number> {
  await runJob(t.db, createDigestJob(t.app.ctx));
  return t.deliverMail();
}

const mailTo = (address: string) => t.mail.to(address).map((m) => m.text);
const approved = (hoursAfterThursday: number) => new Date(THURSDAY.getTime() + hoursAfterThursday * HOUR);

describe("the digest", () => {
  it("sends each subscriber the live notices matching their towns and categories, events first, at 07:00", async () => {
    await addReaders([
      { email: "all@example.org", frequency: "daily" },
      { email: "ludlow-jobs@example.org", frequency: "daily", locations: ["ludlow"], categories: ["jobs"] },
      { email: "wem@example.org", frequency: "weekly", locations: ["wem"] },
      {
        email: "nothing@example.org",
        frequency: "daily",
        locations: ["wem"],
        categories: ["lost_and_found"],
      },
      { email: "pending@example.org", frequency: "daily", confirmedAt: null, digestCursor: null },
    ]);
    await insertNotice(t.db, {
      title: "Warehouse assistant, Ludlow",
      category: "jobs",
      location: "ludlow",
      approvedAt: approved(1),
    });
    await insertNotice(t.db, {
      title: "Wem carnival",
      category: "events",
      location: "wem",
      eventDate: new Date("2026-06-20T10:00:00Z"),
      approvedAt: approved(2),
    });
    await insertNotice(t.db, {
      title: "Telford garden bench",
      category: "items_for_sale",
      location: "telford",
      price: 40,
      approvedAt: approved(3),
    });
    await insertNotice(t.db, {
      title: "County-wide gutter cleaning",
      category: "services",
      location: "all_shropshire",
      approvedAt: approved(4),
    });
    await insertNotice(t.db, {
      title: "Ludlow job still pending",
      category: "jobs",
      location: "ludlow",
      status: "pending",
      approvedAt: null,
    });
    await insertNotice(t.db, {
      title: "Ludlow job already expired",
      category: "jobs",
      location: "ludlow",
      approvedAt: approved(1),
      expiresAt: approved(5),
    });

    t.clock.set(new Date(FRIDAY_0700.getTime() - 60_000));
    expect(await runDigests()).toBe(0); // 06:59: nothing is due yet

    t.clock.set(FRIDAY_0700);
    expect(await runDigests()).toBe(3);
    const [all] = mailTo("all@example.org");
    const order = [
      "Wem carnival",
      "County-wide gutter cleaning",
      "Telford garden bench",
      "Warehouse assistant, Ludlow",
    ];
    const positions = order.map((title) => all.indexOf(title));
    expect(
      positions.every((p, k) => p > (k === 0 ? 0 : positions[k - 1])),
      positions.join(),
    ).toBe(true);
    expect(all).toContain("£40.00");
    expect(all).not.toContain("pending");
    expect(all).not.toContain("already expired");
    expect(mailTo("ludlow-jobs@example.org")).toHaveLength(1);
    expect(mailTo("ludlow-jobs@example.org")[0]).toContain("Warehouse assistant, Ludlow");
    expect(mailTo("ludlow-jobs@example.org")[0]).not.toContain("gutter");
    // A town subscriber also hears of notices for all of Shropshire.
    expect(mailTo("wem@example.org")[0]).toMatch(/Wem carnival[\s\S]*County-wide gutter cleaning/);
    expect(mailTo("nothing@example.org")).toEqual([]);
    expect(mailTo("pending@example.org")).toEqual([]);

    expect(await runDigests()).toBe(0); // run again: nobody gets a second copy

    // Saturday: only daily readers get the new notice; the weekly one waits for Friday.
    await insertNotice(t.db, {
      title: "Ludlow barista wanted",
      category: "jobs",
      location: "ludlow",
      approvedAt: approved(20),
    });
    t.clock.set(new Date(FRIDAY_0700.getTime() + DAY));
    expect(await runDigests()).toBe(2);
    expect(mailTo("all@example.org")[1]).toContain("Ludlow barista wanted");
    expect(mailTo("all@example.org")[1]).not.toContain("Wem carnival");
    expect(mailTo("ludlow-jobs@example.org")).toHaveLength(2);
    expect(mailTo("wem@example.org")).toHaveLength(1);
  });

  it("sends nothing at all when nothing new matches, and the dashboard counts it as skipped", async () => {
    await addReaders([{ frequency: "daily" }, { frequency: "weekly" }, { confirmedAt: null }]);
    t.clock.set(FRIDAY_0700);
    expect(await runDigests()).toBe(0);
    expect(t.mail.sent).toEqual([]);

    const admin = await loginAsAdmin(t);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/newsletter", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscribers: { confirmed: 2, unconfirmed: 1, unsubscribed: 0 },
      lastRun: { sent: 0, skipped: 1, failed: 0, waiting: 0 },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/newsletter" })).statusCode).toBe(401);
  });

  it("resumes a run that crashed mid-way without sending anyone a second copy", async () => {
    const readers = await addReaders(
      Array.from({ length: 5 }, (_, i) => ({ email: `r${i}@example.org`, frequency: "daily" })),
    );
    await insertNotice(t.db, {
      title: "Oswestry book swap",
      category: "events",
      location: "oswestry",
      approvedAt: approved(1),
    });
    t.clock.set(FRIDAY_0700);

    // The first batch of two commits; the process dies while queuing the second batch's mails.
    await runExclusive(t.db, 1004, (tx) => runDigestBatch(t.app.ctx, tx, 2));
    const crashing: AppContext = {
      ...t.app.ctx,
      mail: {
        enqueueMany: () => Promise.reject(new Error("process killed")),
      } as unknown as AppContext["mail"],
    };
    await expect(runExclusive(t.db, 1004, (tx) => runDigestBatch(crashing, tx, 2))).rejects.toThrow(
      "process killed",
    );
    expect(await t.db.select().from(digestDeliveries)).toHaveLength(2);

    expect(await runDigests()).toBe(5);
    for (const reader of readers) expect(t.mail.to(reader.email), reader.email).toHaveLength(1);
    expect(await t.db.select().from(digestRuns)).toHaveLength(1);
    expect(await t.db.select().from(digestDeliveries)).toHaveLength(5);
  });
});
