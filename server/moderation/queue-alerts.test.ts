import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AlertPreferences } from "../../common/queue-alert-schemas";
import { eq } from "drizzle-orm";
import { MINUTE } from "../clock";
import { admins, moderatorAlertPreferences, notices } from "../db/schema";
import { runJob } from "../jobs/job-runner";
import type { MailMessage } from "../mail/mail-transport";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { insertNotice } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { createQueueAlertsJob } from "./queue-alerts-job";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Monday 1 June 2026; London is on BST (UTC+1).
const at = (hhmm: string, day = "2026-06-01") => new Date(`${day}T${hhmm}:00Z`);
const QUEUE_LINK = "http://localhost:3000/admin/dashboard";

let admin: AdminHeaders;
beforeEach(async () => {
  await t.reset();
  t.clock.set(at("09:00"));
  admin = await loginAsAdmin(t);
});

const choose = (headers: AdminHeaders, choice: Partial<AlertPreferences>) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/alert-preferences",
    headers: headers.headers,
    payload: {
      mode: "waiting",
      email: "mod@example.org",
      waitHours: 12,
      towns: [],
      categories: [],
      ...choice,
    },
  });

/** Runs the job at `when` and answers the mails it sent. */
async function mailsAt(when: Date): Promise<MailMessage[]> {
  t.clock.set(when);
  t.mail.clear();
  await runJob(t.db, createQueueAlertsJob(t.app.ctx));
  await t.deliverMail();
  return [...t.mail.sent];
}

const waiting = (title: string, verifiedAt: Date, overrides: Parameters<typeof insertNotice>[1] = {}) =>
  insertNotice(t.db, {
    title,
    category: "items_for_sale",
    location: "ludlow",
    status: "pending",
    approvedAt: null,
    createdAt: new Date(verifiedAt.getTime() - 5 * MINUTE),
    verifiedAt,
    ...overrides,
  });

describe("GET/PUT /api/admin/alert-preferences", () => {
  it("answers the defaults, saves the signed-in person's own choice, and needs a session", async () => {
    const first = await t.app.inject({ url: "/api/admin/alert-preferences", headers: admin.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mode: "none", email: "", waitHours: 12, towns: [], categories: [] });

    const saved = await choose(admin, { waitHours: 6, towns: ["ludlow"], categories: ["jobs"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      mode: "waiting",
      email: "mod@example.org",
      waitHours: 6,
      towns: ["ludlow"],
      categories: ["jobs"],
    });
    const other = await loginAsAdmin(t, "second");
    const theirs = await t.app.inject({ url: "/api/admin/alert-preferences", headers: other.headers });
    expect(theirs.json()).toMatchObject({ mode: "none" });
    const mine = await t.app.inject({ url: "/api/admin/alert-preferences", headers: admin.headers });
    expect(mine.json()).toMatchObject({ waitHours: 6, towns: ["ludlow"] });

    const anonymous = await t.app.inject({ url: "/api/admin/alert-preferences" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("offers the address the person was invited with until they choose another", async () => {
    await t.db.update(admins).set({ email: "invited@example.org" });
    const offered = await t.app.inject({ url: "/api/admin/alert-preferences", headers: admin.headers });
    expect(offered.json()).toMatchObject({ mode: "none", email: "invited@example.org" });

    await choose(admin, { email: "elsewhere@example.org" });
    const chosen = await t.app.inject({ url: "/api/admin/alert-preferences", headers: admin.headers });
    expect(chosen.json()).toMatchObject({ mode: "waiting", email: "elsewhere@example.org" });
  });

  it("refuses a choice without an address, an unknown town and an impossible wait, field by field", async () => {
    const noAddress = await choose(admin, { email: "" });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({
      message: expect.any(String),
      errors: { email: "Please enter the email address for your alerts" },
    });
    const res = await choose(admin, { towns: ["atlantis" as "ludlow"], waitHours: 0 });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string> }>().errors;
    expect(errors.waitHours).toBe("Choose a whole number of hours from 1 to 168");
    expect(Object.keys(errors)).toContain("towns.0");
    expect((await choose(admin, { mode: "none", email: "" })).statusCode).toBe(200);
  });
});

describe("the waiting alert", () => {
  it("mails when a notice passes the limit, never more than once an hour, never twice for the same notices", async () => {
    expect((await choose(admin, {})).statusCode).toBe(200);
    await waiting("Oak dining table", at("10:00"));
    await insertNotice(t.db, { title: "Unconfirmed", status: "pending", verifiedAt: null, approvedAt: null });
    await insertNotice(t.db, { title: "Live already", verifiedAt: at("08:00") });

    expect(await mailsAt(at("21:59"))).toEqual([]);
    const [mail, ...others] = await mailsAt(at("22:00"));
    expect(others).toEqual([]);
    expect(mail.to).toBe("mod@example.org");
    expect(mail.subject).toBe("Review queue: 1 notice waiting more than 12 hours");
    expect(mail.text).toContain("Hello moderator,");
    expect(mail.text).toContain("1 notice has waited more than 12 hours for review. Could you help?");
    expect(mail.text).toContain("- Oak dining table (Ludlow, Items for Sale), waiting 12 hours");
    expect(mail.text).toContain(`Open the review queue:\n${QUEUE_LINK}`);
    expect(mail.text).not.toMatch(/Unconfirmed|Live already/);

    // A second notice passes the limit within the hour: it waits for the hour to end, then comes with the first.
    await waiting("Child's bicycle", at("10:30"));
    expect(await mailsAt(at("22:30"))).toEqual([]);
    expect(await mailsAt(at("22:59"))).toEqual([]);
    const [second] = await mailsAt(at("23:00"));
    expect(second.subject).toBe("Review queue: 2 notices waiting more than 12 hours");
    expect(second.text).toMatch(
      /Oak dining table[^\n]*waiting 13 hours\n- Child's bicycle[^\n]*waiting 12 hours/,
    );

    // The same notices still waiting raise nothing more; a new one past the limit does.
    expect(await mailsAt(at("00:00", "2026-06-02"))).toEqual([]);
    expect(await mailsAt(at("03:00", "2026-06-02"))).toEqual([]);
    await waiting("Garden shed", at("16:00"));
    expect(await mailsAt(at("04:00", "2026-06-02"))).toHaveLength(1);
  });

  it("counts only the towns and categories the person chose", async () => {
    await choose(admin, { towns: ["ludlow", "craven_arms"], categories: ["items_for_sale"] });
    const other = await loginAsAdmin(t, "everywhere");
    await choose(other, { email: "all@example.org", waitHours: 2 });
    await waiting("Shrewsbury sofa", at("06:00"), { location: "shrewsbury" });
    await waiting("Ludlow barista job", at("06:00"), { category: "jobs" });
    expect(await mailsAt(at("18:30"))).toEqual([
      expect.objectContaining({
        to: "all@example.org",
        subject: "Review queue: 2 notices waiting more than 2 hours",
      }),
    ]);

    await waiting("Craven Arms pram", at("06:10"), { location: "craven_arms" });
    const [mail] = (await mailsAt(at("19:30"))).filter((m) => m.to === "mod@example.org");
    expect(mail.subject).toBe("Review queue: 1 notice waiting more than 12 hours");
    expect(mail.text).toContain(
      "1 notice in your towns and categories (Ludlow, Craven Arms; Items for Sale)",
    );
    expect(mail.text).toContain("Craven Arms pram");
    expect(mail.text).not.toMatch(/sofa|barista/);
  });

  it("stops when the person chooses no mail, and stops with the account", async () => {
    await choose(admin, { waitHours: 1 });
    await waiting("Oak dining table", at("08:00"));
    await choose(admin, { mode: "none" });
    expect(await mailsAt(at("12:00"))).toEqual([]);

    const other = await loginAsAdmin(t, "leaving");
    await choose(other, { email: "leaving@example.org", waitHours: 1 });
    await t.db.delete(admins).where(eq(admins.username, "leaving"));
    expect(await mailsAt(at("13:00"))).toEqual([]);
    expect(await t.db.select().from(moderatorAlertPreferences)).toHaveLength(1);
  });
});

describe("the daily summary", () => {
  it("comes at 08:00 London, once a day, from the next morning, and not when nothing waits", async () => {
    await waiting("Oak dining table", at("06:00"));
    await choose(admin, { mode: "daily", towns: ["ludlow"] });
    expect(await mailsAt(at("09:05"))).toEqual([]); // chosen after today's 08:00: the first is tomorrow's

    await waiting("Child's bicycle", at("20:00"));
    await waiting("Shrewsbury sofa", at("20:00"), { location: "shrewsbury" });
    expect(await mailsAt(at("06:59", "2026-06-02"))).toEqual([]);
    const [mail, ...others] = await mailsAt(at("07:00", "2026-06-02")); // 08:00 BST
    expect(others).toEqual([]);
    expect(mail.subject).toBe("Review queue: 2 notices waiting this morning");
    expect(mail.text).toContain(
      "2 notices in your towns and categories (Ludlow) are waiting for review; the oldest has waited 25 hours.",
    );
    expect(mail.text).toContain(`Open the review queue:\n${QUEUE_LINK}`);
    expect(mail.text).toContain(`on the dashboard: ${QUEUE_LINK}`);
    expect(mail.text).not.toContain("sofa");
    expect(await mailsAt(at("07:30", "2026-06-02"))).toEqual([]);

    await t.db.delete(notices);
    expect(await mailsAt(at("07:00", "2026-06-03"))).toEqual([]);
    await waiting("Garden shed", at("08:00", "2026-06-03"));
    expect(await mailsAt(at("07:00", "2026-06-04"))).toHaveLength(1);
  });
});

describe("the mails", () => {
  it("are plain text with absolute links only", async () => {
    await choose(admin, { waitHours: 1 });
    await waiting("Oak dining table", at("07:00"));
    const [mail] = await mailsAt(at("08:30"));
    expect(mail.text).toBeTruthy();
    const links = mail.text.match(/\S*\/admin\/\S*/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toBe(QUEUE_LINK);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });
});
