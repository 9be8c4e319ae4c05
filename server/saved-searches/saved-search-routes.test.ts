import { describe, expect, it } from "vitest";
import { SAVE_SEARCH_CONSENT_TEXT } from "../../common/saved-search-schemas";
import { DAY, HOUR, MINUTE } from "../clock";
import { emailSubscribers, savedSearches } from "../db/schema";
import { runJob } from "../jobs/job-runner";
import { createPurgeUnconfirmedJob } from "./purge-unconfirmed-job";
import { CONFIRMATION_SUBJECT } from "../subscribers/subscriber-mail";
import { useTestApp } from "../test/test-app";
import {
  saveSearch,
  saveSearchAndConfirm,
  subscribeAndConfirm,
  tokenInMail,
} from "../test/subscriber-requests";
import { ALERT_CONFIRMATION_SUBJECT } from "./saved-search-mail";
import { SUBSCRIBES_PER_HOUR } from "../subscribers/subscriber-service";

const t = useTestApp();

const alerts = () => t.db.select().from(savedSearches);
const addresses = () => t.db.select().from(emailSubscribers);
const PRAM = { search: "pram", location: "shrewsbury", frequency: "hourly" } as const;

describe("POST /api/saved-searches", () => {
  it("answers 202 and the same words whether the address is new, a reader's, or already has this alert", async () => {
    await subscribeAndConfirm(t, { email: "reader@example.org" });
    await saveSearchAndConfirm(t, { email: "confirmed@example.org", ...PRAM });
    const answers = await Promise.all(
      ["new@example.org", "reader@example.org", "confirmed@example.org"].map((email) =>
        saveSearch(t, { email, ...PRAM }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(answers[0].body);
    }
    expect(answers[0].json()).toEqual({ message: "Check your e-mail to confirm your alert" });

    const rows = await addresses();
    // A new address is known for its alert only: it is not put on the newsletter.
    expect(rows.find((r) => r.email === "new@example.org")).toMatchObject({
      isActive: false,
      confirmedAt: null,
    });
    expect(rows.find((r) => r.email === "reader@example.org")).toMatchObject({ isActive: true });
    expect(await alerts()).toHaveLength(3);
  });

  it("names the field of a bad value", async () => {
    const res = await saveSearch(t, {
      email: "nope",
      search: " ",
      location: "atlantis",
      frequency: "weekly",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      email: "Please enter a valid email address",
      search: "Please enter what to search for",
      location: "Please choose a town from the list",
      frequency: "Please choose within the hour or once a day",
    });
    expect(await alerts()).toHaveLength(0);
  });

  it("records the search and the consent: when, on which page, and the words shown", async () => {
    await saveSearch(t, {
      email: "Jobs@Example.org",
      search: "  barista   wanted ",
      category: "jobs",
      frequency: "daily",
      source: "/category/jobs?search=barista+wanted",
    });
    const [row] = await alerts();
    expect(row).toMatchObject({
      search: "barista wanted",
      location: null,
      category: "jobs",
      frequency: "daily",
      confirmedAt: null,
      consentSource: "/category/jobs?search=barista+wanted",
      consentText: SAVE_SEARCH_CONSENT_TEXT,
    });
    expect(row.consentAt).toEqual(t.clock.now());
    expect((await addresses())[0].email).toBe("jobs@example.org");
  });

  it("is limited per client address like the newsletter's sign-up", async () => {
    const visitor = "203.0.113.9";
    for (let i = 0; i < SUBSCRIBES_PER_HOUR; i++)
      expect((await saveSearch(t, { email: `r${i}@example.org`, ...PRAM }, visitor)).statusCode).toBe(202);
    const refused = await saveSearch(t, { email: "one.more@example.org", ...PRAM }, visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toEqual({ message: "Too many subscription requests. Please try again later." });
    t.clock.advance(HOUR);
    expect((await saveSearch(t, { email: "one.more@example.org", ...PRAM }, visitor)).statusCode).toBe(202);
  });
});

describe("double opt-in", () => {
  it("mails only a confirmation link; opening the page changes nothing; the button confirms", async () => {
    await saveSearch(t, { email: "new@example.org", ...PRAM });
    await t.deliverMail();
    expect(t.mail.sent).toHaveLength(1);
    const [mail] = t.mail.to("new@example.org");
    expect(mail.subject).toBe(ALERT_CONFIRMATION_SUBJECT);
    expect(mail.subject).not.toBe(CONFIRMATION_SUBJECT);
    expect(mail.text).toContain("“pram” in Shrewsbury");
    expect(mail.html).toContain("http://localhost:3000/alerts/confirm/");
    const token = tokenInMail(t, "new@example.org", "/alerts/confirm/");

    const page = await t.app.inject({ method: "GET", url: `/alerts/confirm/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    const stop = await t.app.inject({ method: "GET", url: `/alerts/stop/${token}/1` });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers["x-robots-tag"]).toBe("noindex");
    expect((await alerts())[0].confirmedAt).toBeNull();

    const confirm = () =>
      t.app.inject({ method: "POST", url: "/api/saved-searches/confirm", payload: { token } });
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({
      email: "new@example.org",
      manageToken: expect.any(String),
      savedSearch: { search: "pram", location: "shrewsbury", frequency: "hourly", isConfirmed: true },
    });
    expect((await alerts())[0]).toMatchObject({ confirmedAt: t.clock.now(), alertCursor: t.clock.now() });

    const reused = await confirm();
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: "Invalid or already used confirmation link" });
  });

  it("resends an alert's link at most once an hour, and never for a confirmed alert", async () => {
    await saveSearch(t, { email: "eager@example.org", ...PRAM });
    t.clock.advance(10 * MINUTE);
    await saveSearch(t, { email: "eager@example.org", ...PRAM, search: "PRAM " });
    await t.deliverMail();
    expect(t.mail.to("eager@example.org")).toHaveLength(1);
    t.clock.advance(HOUR);
    await saveSearchAndConfirm(t, { email: "eager@example.org", ...PRAM });
    expect(t.mail.to("eager@example.org")).toHaveLength(2);
    t.clock.advance(2 * HOUR);
    await saveSearch(t, { email: "eager@example.org", ...PRAM });
    await t.deliverMail();
    expect(t.mail.to("eager@example.org")).toHaveLength(2);
    expect(await alerts()).toHaveLength(1);
  });

  it("deletes alerts nobody confirmed after 7 days, and the address with them unless something holds it", async () => {
    await saveSearch(t, { email: "never@example.org", ...PRAM });
    await saveSearchAndConfirm(t, { email: "kept@example.org", ...PRAM });
    await saveSearch(t, { email: "kept@example.org", ...PRAM, search: "cot" });
    const purge = createPurgeUnconfirmedJob(t.app.ctx);
    t.clock.advance(7 * DAY - MINUTE);
    await runJob(t.db, purge);
    expect(await alerts()).toHaveLength(3);
    t.clock.advance(2 * MINUTE);
    await runJob(t.db, purge);
    expect((await alerts()).map((a) => a.search)).toEqual(["pram"]);
    expect((await addresses()).map((r) => r.email)).toEqual(["kept@example.org"]);
  });
});

describe("the subscription page's alerts", () => {
  it("lists the address's alerts and removes one by its button, leaving the others", async () => {
    const token = await saveSearchAndConfirm(t, { email: "two@example.org", ...PRAM });
    await saveSearchAndConfirm(t, { email: "two@example.org", search: "cot", frequency: "daily" });
    const other = await saveSearchAndConfirm(t, { email: "other@example.org", ...PRAM });
    const list = () => t.app.inject({ method: "GET", url: `/api/subscription/${token}/saved-searches` });

    const shown = await list();
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    const { savedSearches: mine } = shown.json<{ savedSearches: { id: number; search: string }[] }>();
    expect(mine.map((s) => s.search)).toEqual(["pram", "cot"]);

    // Another address's link removes nothing of this one.
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/subscription/${other}/saved-searches/${mine[0].id}/remove`,
    });
    expect(foreign.statusCode).toBe(200);
    expect(await alerts()).toHaveLength(3);

    const removed = await t.app.inject({
      method: "POST",
      url: `/api/subscription/${token}/saved-searches/${mine[0].id}/remove`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Alert removed" });
    expect((await list()).json()).toMatchObject({ savedSearches: [{ search: "cot" }] });

    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/subscription/${"x".repeat(43)}/saved-searches`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("an address known only for its alerts joins the newsletter from the page, already confirmed", async () => {
    const token = await saveSearchAndConfirm(t, { email: "alerts@example.org", ...PRAM });
    const shown = await t.app.inject({ method: "GET", url: `/api/subscription/${token}` });
    expect(shown.json()).toMatchObject({ email: "alerts@example.org", isActive: false });
    const joined = await t.app.inject({
      method: "PATCH",
      url: `/api/subscription/${token}`,
      payload: { isActive: true },
    });
    expect(joined.json()).toMatchObject({ isActive: true });
    expect((await addresses())[0]).toMatchObject({
      confirmedAt: t.clock.now(),
      consentSource: "/subscription",
    });
  });
});
