import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY, HOUR } from "../clock";
import { notices } from "../db/schema";
import { runExclusive } from "../jobs/job-runner";
import { expireNotices } from "../notices/notice-repository";
import { verifyNotice } from "../moderation/verification-service";
import { loginAsAdmin } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";
import { createExpiryReminderJob, REMINDER_SUBJECT } from "./expiry-reminder-job";
import { manage, manageTokenIn, postLiveNotice, postNotice } from "../test/manage-requests";
import { MAIL_HOLD_MS } from "../moderation/undo-service";

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

const renew = (token: string) => manage(t, "POST", token, "/renew");
const runReminders = () => runExclusive(t.db, 1012, createExpiryReminderJob(t.app.ctx).run);

describe("POST /api/manage/{token}/renew", () => {
  it("is refused (409) until 7 days before expiry, then extends 30 days from today", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    t.clock.advance(23 * DAY - HOUR);
    const page = (await manage(t, "GET", manageToken)).json();
    expect(page.actions.renew).toBe(false);
    // Listed 30 days from 1 June: Renew appears 7 days before, and the refusal says when.
    expect(page.renewOpensAt).toBe(new Date(Date.parse(page.expiresAt) - 7 * DAY).toISOString());
    const early = await renew(manageToken);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This notice can be renewed from 24 June 2026");
    t.clock.advance(HOUR);
    const res = await renew(manageToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresAt).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString());
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(200);
  });

  it("brings back a notice expired less than 30 days ago, and refuses after that", async () => {
    const first = await postLiveNotice(t);
    const second = await postLiveNotice(t);
    t.clock.advance(30 * DAY + 29 * DAY);
    await expireNotices(t.db, t.clock.now());
    const res = await renew(first.manageToken);
    expect(res.json()).toMatchObject({ state: "live", status: "active" });
    t.clock.advance(DAY);
    expect((await renew(second.manageToken)).statusCode).toBe(410);
  });

  it("never renews an event past its date, nor a service that never expires", async () => {
    const date = new Date(t.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const event = await postLiveNotice(t, { category: "events", price: "", eventDate: date });
    expect((await renew(event.manageToken)).statusCode).toBe(409);
    const service = await postLiveNotice(t, { category: "services", price: "" });
    expect((await renew(service.manageToken)).statusCode).toBe(409);
  });
});

describe("expiry reminder job", () => {
  it("mails the poster once, 3 days before expiry, with a manage link that offers renewal", async () => {
    const { email } = await postLiveNotice(t);
    t.mail.clear();
    t.clock.advance(27 * DAY - HOUR);
    await runReminders();
    await t.deliverMail();
    expect(t.mail.to(email)).toEqual([]);
    t.clock.advance(HOUR);
    await runReminders();
    await runReminders();
    await t.deliverMail();
    const mails = t.mail.to(email);
    expect(mails.map((m) => m.subject)).toEqual([REMINDER_SUBJECT]);
    expect(mails[0].text).toMatch(/will expire on 1\sJuly\s2026/);
    const page = (await manage(t, "GET", manageTokenIn(mails[0]))).json();
    expect(page.actions.renew).toBe(true);
    // Renewed, the next expiry gets its own reminder.
    await renew(manageTokenIn(mails[0]));
    t.clock.advance(27 * DAY);
    await runReminders();
    await t.deliverMail();
    expect(t.mail.to(email)).toHaveLength(2);
  });
});

describe("an expired notice's page", () => {
  it('answers 410 "This notice has expired" with its title for 30 days, then 404', async () => {
    const { id } = await postLiveNotice(t, { title: "Walking boots size 9" });
    t.clock.advance(30 * DAY);
    await expireNotices(t.db, t.clock.now());
    const res = await t.app.inject({ method: "GET", url: `/api/notices/${id}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: "This notice has expired", title: "Walking boots size 9" });
    t.clock.advance(30 * DAY);
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(404);
  });
});

describe("PATCH /api/admin/notices/{id}/reject with a reason", () => {
  async function rejected(payload?: object) {
    const posted = await postNotice(t);
    await verifyNotice(t.app.ctx, posted.verifyToken, "127.0.0.1");
    const admin = await loginAsAdmin(t);
    t.mail.clear();
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/notices/${posted.id}/reject`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
    t.clock.advance(MAIL_HOLD_MS); // the rejection mail waits out the moderator's undo window
    await t.deliverMail();
    return { ...posted, res, mail: t.mail.to(posted.email)[0] };
  }

  it("still works with no body, mailing a manage link to fix and resubmit", async () => {
    const { res, mail, manageToken } = await rejected();
    expect(res.statusCode).toBe(200);
    expect(mail.text).toContain("did not meet our posting guidelines");
    const link = manageTokenIn(mail);
    expect((await manage(t, "GET", link)).json()).toMatchObject({
      state: "rejected",
      actions: { edit: true },
    });
    expect((await manage(t, "GET", manageToken)).statusCode).toBe(200);
  });

  it("tells the poster the reason in plain words and the moderator's note", async () => {
    const { res, mail, id } = await rejected({
      reason: "missing_details",
      note: "Please add the frame size.",
    });
    expect(res.statusCode).toBe(200);
    expect(mail.text).toContain("It is missing details people need");
    expect(mail.text).toContain("Please add the frame size.");
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({
      rejectionReason: "missing_details",
      rejectionNote: "Please add the frame size.",
    });
    expect((await manage(t, "GET", manageTokenIn(mail))).json().rejectionReason).toBe("missing_details");
  });

  it("revokes every manage link for spam and sends none", async () => {
    const { res, mail, manageToken } = await rejected({ reason: "spam" });
    expect(res.statusCode).toBe(200);
    expect(mail.text).not.toMatch(/\/manage\//);
    expect((await manage(t, "GET", manageToken)).statusCode).toBe(404);
  });

  it("refuses an unknown reason or a note over 500 characters (400)", async () => {
    expect((await rejected({ reason: "rude" })).res.statusCode).toBe(400);
    expect((await rejected({ reason: "other", note: "x".repeat(501) })).res.statusCode).toBe(400);
  });
});
