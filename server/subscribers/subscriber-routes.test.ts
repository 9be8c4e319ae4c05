import { describe, expect, it } from "vitest";
import { SUBSCRIBE_CONSENT_TEXT } from "../../common/subscriber-choices";
import { DAY, HOUR, MINUTE } from "../clock";
import { emailSubscribers } from "../db/schema";
import { runJob } from "../jobs/job-runner";
import { useTestApp } from "../test/test-app";
import { createPurgeUnconfirmedJob } from "../saved-searches/purge-unconfirmed-job";
import { CONFIRMATION_SUBJECT } from "./subscriber-mail";
import { subscribe, subscribeAndConfirm, tokenInMail } from "../test/subscriber-requests";

const t = useTestApp();

const subscribers = () => t.db.select().from(emailSubscribers);

describe("POST /api/subscribe as a form (a browser without JavaScript)", () => {
  const post = (body: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });

  it("answers with a page: 303 to /newsletter/sent, the preset town and category kept, the mail sent", async () => {
    const res = await post(
      "source=%2Fcategory%2Fjobs&locations%5B%5D=ludlow&categories%5B%5D=jobs&categories%5B%5D=events&email=form%40example.org",
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/newsletter/sent");
    const [row] = await subscribers();
    expect(row).toMatchObject({
      email: "form@example.org",
      locations: ["ludlow"],
      categories: ["jobs", "events"],
      frequency: "weekly",
    });
    await t.deliverMail();
    expect(t.mail.to("form@example.org").map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT]);
  });

  it("sends an address it cannot take back to the page with the reason, subscribing nothing", async () => {
    for (const body of ["email=nope", "", "email=a%40example.org&locations%5B%5D=atlantis"]) {
      const res = await post(body);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/newsletter/sent?error=email");
    }
    expect(await subscribers()).toHaveLength(0);
  });
});

describe("POST /api/subscribe", () => {
  it("answers new and already subscribed addresses exactly alike, keeping one row", async () => {
    const first = await subscribe(t, { email: "reader@example.org" });
    const again = await subscribe(t, { email: "  Reader@Example.org " });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "reader@example.org", isActive: true, frequency: "weekly" });
  });

  it('answers 400 "Must provide a valid email" for anything that is not an address', async () => {
    for (const payload of [{ email: "nope" }, { email: "" }, {}, { email: 42 }]) {
      const res = await subscribe(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Must provide a valid email",
        errors: { email: "Must provide a valid email" },
      });
    }
    expect(await subscribers()).toHaveLength(0);
  });

  it("refuses a town or category that does not exist, naming the field", async () => {
    const res = await subscribe(t, { email: "a@example.org", locations: ["atlantis"], frequency: "hourly" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      "locations.0": "Please choose towns from the list",
      frequency: "Please choose daily or weekly",
    });
  });

  it("records the choice and the consent: when, on which page, and the words shown", async () => {
    await subscribe(t, {
      email: "jobs@example.org",
      locations: ["ludlow"],
      categories: ["jobs"],
      frequency: "daily",
      source: "/category/jobs?location=ludlow",
    });
    const [row] = await subscribers();
    expect(row).toMatchObject({
      locations: ["ludlow"],
      categories: ["jobs"],
      frequency: "daily",
      confirmedAt: null,
      consentSource: "/category/jobs?location=ludlow",
      consentText: SUBSCRIBE_CONSENT_TEXT,
    });
    expect(row.consentAt).toEqual(t.clock.now());
  });
});

describe("double opt-in", () => {
  it("mails only a confirmation link; opening the page changes nothing; the button confirms", async () => {
    await subscribe(t, { email: "new@example.org" });
    await t.deliverMail();
    const [mail] = t.mail.to("new@example.org");
    expect(t.mail.sent).toHaveLength(1);
    expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
    const token = tokenInMail(t, "new@example.org", "/subscribe/confirm/");

    const page = await t.app.inject({ method: "GET", url: `/subscribe/confirm/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect((await subscribers())[0].confirmedAt).toBeNull();

    const confirm = () => t.app.inject({ method: "POST", url: "/api/subscribe/confirm", payload: { token } });
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({ email: "new@example.org", manageToken: expect.any(String) });
    expect((await subscribers())[0].confirmedAt).toEqual(t.clock.now());

    const reused = await confirm();
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: "Invalid or already used confirmation link" });
  });

  it("resends the link at most once an hour while unconfirmed, and never to a confirmed address", async () => {
    await subscribe(t, { email: "eager@example.org" });
    t.clock.advance(10 * MINUTE);
    await subscribe(t, { email: "eager@example.org" });
    await t.deliverMail();
    expect(t.mail.to("eager@example.org")).toHaveLength(1);

    t.clock.advance(HOUR);
    await subscribe(t, { email: "eager@example.org", frequency: "daily" });
    await t.deliverMail();
    expect(t.mail.to("eager@example.org")).toHaveLength(2);
    expect((await subscribers())[0].frequency).toBe("daily");

    const manage = await subscribeAndConfirm(t, { email: "eager@example.org", frequency: "daily" });
    expect(manage).toBeTruthy();
    t.clock.advance(2 * HOUR);
    t.mail.clear();
    await subscribe(t, { email: "eager@example.org", frequency: "weekly" });
    await t.deliverMail();
    expect(t.mail.sent).toHaveLength(0);
    expect((await subscribers())[0]).toMatchObject({ frequency: "daily", confirmedAt: expect.any(Date) });
  });

  it("deletes addresses nobody confirmed after 7 days, and keeps confirmed ones", async () => {
    await subscribe(t, { email: "never@example.org" });
    await subscribeAndConfirm(t, { email: "kept@example.org" });
    const purge = createPurgeUnconfirmedJob(t.app.ctx);
    t.clock.advance(7 * DAY - MINUTE);
    await runJob(t.db, purge);
    expect((await subscribers()).map((r) => r.email).sort()).toEqual([
      "kept@example.org",
      "never@example.org",
    ]);
    t.clock.advance(2 * MINUTE);
    await runJob(t.db, purge);
    expect((await subscribers()).map((r) => r.email)).toEqual(["kept@example.org"]);
  });
});

describe("preferences and unsubscribe", () => {
  it("shows and changes towns, categories and frequency through the secret link only", async () => {
    const token = await subscribeAndConfirm(t, { email: "prefs@example.org" });
    const url = `/api/subscription/${token}`;
    const shown = await t.app.inject({ method: "GET", url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.headers["referrer-policy"]).toBe("no-referrer");
    expect(shown.json()).toEqual({
      email: "prefs@example.org",
      isActive: true,
      locations: [],
      categories: [],
      frequency: "weekly",
    });

    const changed = await t.app.inject({
      method: "PATCH",
      url,
      payload: { locations: ["wem", "ludlow"], categories: ["events"], frequency: "daily" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      locations: ["wem", "ludlow"],
      categories: ["events"],
      frequency: "daily",
    });
    expect((await subscribers())[0]).toMatchObject({ locations: ["wem", "ludlow"], frequency: "daily" });

    const bad = await t.app.inject({ method: "PATCH", url, payload: { frequency: "monthly" } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: "GET", url: `/api/subscription/${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it("unsubscribes at once by the RFC 8058 one-click POST a mail client sends", async () => {
    const token = await subscribeAndConfirm(t, { email: "oneclick@example.org" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect((await subscribers())[0]).toMatchObject({ isActive: false, unsubscribedAt: t.clock.now() });
  });

  it("unsubscribes by the page's button, not by opening the page, and can subscribe again", async () => {
    const token = await subscribeAndConfirm(t, { email: "page@example.org" });
    const page = await t.app.inject({ method: "GET", url: `/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect((await subscribers())[0].isActive).toBe(true);

    const res = await t.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "You have been unsubscribed" });
    const shown = await t.app.inject({ method: "GET", url: `/api/subscription/${token}` });
    expect(shown.json()).toMatchObject({ isActive: false });

    const back = await t.app.inject({
      method: "PATCH",
      url: `/api/subscription/${token}`,
      payload: { isActive: true },
    });
    expect(back.json()).toMatchObject({ isActive: true });
  });
});
