import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MINUTE } from "../clock";
import { notices, savedSearches } from "../db/schema";
import { runJob } from "../jobs/job-runner";
import type { MailMessage } from "../mail/mail-transport";
import { insertNotice } from "../test/factories";
import { recordingStatements } from "../test/recording-db";
import { saveSearchAndConfirm } from "../test/subscriber-requests";
import { createTestApp, type TestApp } from "../test/test-app";
import { createSavedSearchAlertJob } from "./saved-search-alert-job";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Monday 1 June 2026, 11:00 in London (BST).
const MONDAY_1000 = new Date("2026-06-01T10:00:00Z");
const at = (hhmm: string, day = "2026-06-01") => new Date(`${day}T${hhmm}:00Z`);

beforeEach(async () => {
  await t.reset();
  t.clock.set(MONDAY_1000);
});

/** Runs the alert job at `when` and answers the mails it sent. */
async function alertsAt(when: Date): Promise<MailMessage[]> {
  t.clock.set(when);
  t.mail.clear();
  await runJob(t.db, createSavedSearchAlertJob(t.app.ctx));
  await t.deliverMail();
  return [...t.mail.sent];
}

const notice = (title: string, location: string, approvedAt: Date, description?: string) =>
  insertNotice(t.db, {
    title,
    description: description ?? `${title}. Collection only, cash on collection please, no time wasters.`,
    category: "items_for_sale",
    location,
    price: 25,
    createdAt: new Date(approvedAt.getTime() - 30 * MINUTE),
    approvedAt,
  });

/** A parent's hourly alert for prams in Shrewsbury, confirmed. */
const savePramAlertInShrewsbury = () =>
  saveSearchAndConfirm(t, {
    email: "parent@example.org",
    search: "pram",
    location: "shrewsbury",
    frequency: "hourly",
  });

describe("saved-search alerts", () => {
  it("hourly: the new notices the search finds, at most once an hour, never the same notice twice", async () => {
    await savePramAlertInShrewsbury();
    const first = await notice("Silver Cross pram, barely used", "shrewsbury", at("10:20"));
    await notice("Twin pushchair from Ludlow", "ludlow", at("10:25"), "A pram for twins, collect in Ludlow.");
    await notice("Garden bench", "shrewsbury", at("10:30"));
    await insertNotice(t.db, { title: "Pram awaiting review", location: "shrewsbury", status: "pending" });

    expect(await alertsAt(at("10:59"))).toEqual([]);
    const [mail, ...others] = await alertsAt(at("11:00"));
    expect(others).toEqual([]);
    expect(mail.to).toBe("parent@example.org");
    expect(mail.subject).toBe("Your Shropshire Noticeboard alert: 1 new notice for “pram”");
    expect(mail.text).toContain("1 new notice matching your alert: “pram” in Shrewsbury.");
    expect(mail.text).toContain(`http://localhost:3000/notice/${first.id}/Silver-Cross-pram-barely-used`);
    expect(mail.text).not.toMatch(/Ludlow|bench|awaiting/);
    expect(mail.text).toMatch(/Stop this alert: http:\/\/localhost:3000\/alerts\/stop\/[\w-]{43}\/\d+/);
    expect(mail.html).toContain(
      `href="http://localhost:3000/notice/${first.id}/Silver-Cross-pram-barely-used"`,
    );
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/subscription\/[\w-]{43}\/saved-searches\/\d+\/remove>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await alertsAt(at("11:00"))).toEqual([]);

    // Approved at 11:10: not before noon, whenever the job runs.
    const second = await notice("Pram and carrycot", "shrewsbury", at("11:10"));
    expect(await alertsAt(at("11:30"))).toEqual([]);
    const [noon] = await alertsAt(at("12:00"));
    expect(noon.text).toContain(`/notice/${second.id}/`);
    expect(noon.text).not.toContain("Silver Cross");

    // Approved again (edited, say): it was sent once, so it is never sent again.
    await t.db
      .update(notices)
      .set({ approvedAt: at("12:30") })
      .where(eq(notices.id, first.id));
    expect(await alertsAt(at("13:00"))).toEqual([]);
  });

  it("matches the way the search box does: stems and a half-typed last word", async () => {
    await saveSearchAndConfirm(t, { email: "cyclist@example.org", search: "bicy", frequency: "hourly" });
    await saveSearchAndConfirm(t, { email: "rider@example.org", search: "bikes", frequency: "hourly" });
    await notice("Raleigh bicycle, 21 gears", "wem", at("10:10"));
    await notice("Child's bike with stabilisers", "telford", at("10:15"));
    const mails = await alertsAt(at("11:00"));
    expect(mails.map((m) => m.to).sort()).toEqual(["cyclist@example.org", "rider@example.org"]);
    expect(t.mail.to("cyclist@example.org")[0].text).toContain("Raleigh bicycle");
    expect(t.mail.to("cyclist@example.org")[0].text).not.toContain("stabilisers");
    expect(t.mail.to("rider@example.org")[0].text).toContain("stabilisers");
  });

  it("daily: sent at the daily digest's 07:00, with everything approved since the last one", async () => {
    await saveSearchAndConfirm(t, { email: "daily@example.org", search: "pram", frequency: "daily" });
    await notice("Silver Cross pram", "wem", at("12:00"));
    await notice("Pram sunshade", "oswestry", at("22:00"));
    expect(await alertsAt(at("23:00"))).toEqual([]);
    expect(await alertsAt(at("05:59", "2026-06-02"))).toEqual([]);
    const [mail] = await alertsAt(at("06:00", "2026-06-02"));
    expect(mail.subject).toBe("Your Shropshire Noticeboard alert: 2 new notices for “pram”");
    expect(mail.text).toMatch(/Pram sunshade[\s\S]*Silver Cross pram/);
    expect(await alertsAt(at("08:00", "2026-06-02"))).toEqual([]);
  });

  it("the mail's one-click button stops that alert only", async () => {
    const email = "two@example.org";
    await saveSearchAndConfirm(t, { email, search: "pram", frequency: "hourly" });
    await saveSearchAndConfirm(t, { email, search: "cot", frequency: "hourly" });
    await notice("Silver Cross pram", "wem", at("10:10"));
    await notice("Wooden cot and mattress", "wem", at("10:10"));
    const mails = await alertsAt(at("11:00"));
    expect(mails).toHaveLength(2);
    const pramMail = mails.find((m) => m.subject.includes("pram"))!;
    const oneClick = /^<(.+)>$/.exec(pramMail.headers!["List-Unsubscribe"])![1];

    // What a mail client's unsubscribe button does (RFC 8058 §3.1).
    const res = await t.app.inject({
      method: "POST",
      url: new URL(oneClick).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect((await t.db.select().from(savedSearches)).map((s) => s.search)).toEqual(["cot"]);

    await notice("Pram footmuff", "wem", at("11:10"));
    await notice("Cot bumper set", "wem", at("11:10"));
    const later = await alertsAt(at("12:00"));
    expect(later.map((m) => m.subject)).toEqual([
      "Your Shropshire Noticeboard alert: 1 new notice for “cot”",
    ]);
  });
});

describe("saved-search alerts ask the database", () => {
  it("for the matches and their pages only: no nearby towns' list, no did-you-mean", async () => {
    await savePramAlertInShrewsbury();
    // A new notice the search does not find: the list's answer would add the towns around and a did-you-mean.
    await notice("Garden bench", "shrewsbury", at("10:30"));
    await notice("Pram in Ludlow", "ludlow", at("10:35"));
    const { ctx, statements } = recordingStatements(t.app.ctx);
    t.clock.set(at("11:05"));
    await runJob(ctx.db, createSavedSearchAlertJob(ctx));
    expect(statements.some((text) => /search @@/.test(text))).toBe(true);
    expect(
      statements.filter((text) => /location\s*<>|select exists\(select 1 from notices/i.test(text)),
    ).toEqual([]);
  });
});
