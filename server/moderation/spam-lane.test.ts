import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DAY, HOUR } from "../clock";
import { auditLog, manageTokens, notices } from "../db/schema";
import { runJob } from "../jobs/job-runner";
import { createJobs } from "../main";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { adminCall, postAndConfirm } from "../test/confirmed-notices";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { createRejectHeldSpamJob } from "./reject-held-spam-job";

let t: TestApp;
let call: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set("2026-06-01T10:00:00Z");
  await t.reset();
  call = adminCall(t, await loginAsAdmin(t));
});

/** Moves the clock on; the moderator signs in again after the idle timeout. */
async function advance(ms: number) {
  t.clock.advance(ms);
  call = adminCall(t, await loginAsAdmin(t));
}
const noticeRow = async (id: number) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0];
const queueIds = async () =>
  (await call("GET", "/api/admin/queue")).json().items.map((i: { notice: { id: number } }) => i.notice.id);
const lane = async () => (await call("GET", "/api/admin/queue/spam")).json();
const laneIds = async () => (await lane()).items.map((i: { notice: { id: number } }) => i.notice.id);
const reasonsOf = async (id: number) =>
  (await lane()).items
    .find((i: { notice: { id: number } }) => i.notice.id === id)
    ?.reasons.map((r: { kind: string }) => r.kind);

/** Nothing in its words: what holds it is its shape (the screen's words are tested in server/signals/). */
const LOAN = {
  title: "Garden clearance this week",
  description:
    "Sheds, hedges and green waste taken away the same day. Book at https://quick-clear.example now",
  category: "services",
  price: "",
};

describe("the Likely spam lane", () => {
  it("holds links and contact details from a new address: not in the queue, not public, with its reasons", async () => {
    const id = await postAndConfirm(t, {
      ...LOAN,
      contactEmail: "loans@example.net",
      description: `${LOAN.description} or ring 07700 900123`,
    });
    expect(await laneIds()).toEqual([id]);
    expect(await queueIds()).toEqual([]);
    expect((await call("GET", "/api/admin/queue")).json().total).toBe(0);
    expect((await noticeRow(id)).status).toBe("pending");
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(404);
    const [item] = (await lane()).items;
    expect(item.score).toBe(5);
    expect(item.reasons).toEqual([
      { kind: "links_new_poster", label: "1 link from a new poster", weight: 3 },
      { kind: "contact_new_poster", label: "Contact details in the text from a new poster", weight: 1 },
      { kind: "new_poster", label: "New poster", weight: 1 },
    ]);
    expect(item.rejectsAt).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    const [hold] = (await t.db.select().from(auditLog)).filter((r) => r.action === "spam_hold");
    expect(hold).toMatchObject({ adminId: null, targetId: id, details: { score: 5 } });
  });

  it("lets a new poster's notice with only a phone number, or only a link, through to the queue", async () => {
    const phone = await postAndConfirm(t, {
      contactEmail: "gran@example.org",
      description: "Solid oak dining table and four chairs. Ring 01743 123456 after six.",
    });
    const link = await postAndConfirm(t, {
      contactEmail: "choir@example.org",
      category: "events",
      title: "Summer concert at St Mary's",
      description: "Shrewsbury Community Choir sings Rutter. Programme at https://choir.example",
      price: "",
      eventDate: "2026-07-04",
      eventVenue: "St Mary's Church",
    });
    expect(await laneIds()).toEqual([]);
    expect(await queueIds()).toEqual([phone, link]);
  });

  it("holds the same text from several addresses within a day, and pulls the earlier copies from the queue", async () => {
    const text = {
      title: "Kitchen porter wanted, two evenings",
      description: "Two evenings a week in a busy pub kitchen, fair pay. Reply with the evenings you can do.",
      category: "jobs",
      price: "",
    };
    const first = await postAndConfirm(t, { ...text, contactEmail: "a1@example.net" });
    await advance(2 * HOUR);
    const second = await postAndConfirm(t, { ...text, contactEmail: "a2@example.net" });
    expect(await queueIds()).toEqual([first, second]);
    await advance(2 * HOUR);
    const third = await postAndConfirm(t, { ...text, contactEmail: "a3@example.net" });
    expect((await laneIds()).sort()).toEqual([first, second, third]);
    expect(await reasonsOf(third)).toEqual(["same_text", "new_poster"]);
    expect(await queueIds()).toEqual([]);
  });

  it("leaves look-alikes that differ in their titles in the queue (the near-duplicate signal shows them)", async () => {
    const description =
      "Child's bike, blue, 16 inch wheels, stabilisers included, collection from the village.";
    const ids: number[] = [];
    for (const [i, title] of [
      "Blue bike for sale",
      "Child's bike 16 inch",
      "Bike with stabilisers",
    ].entries()) {
      ids.push(
        await postAndConfirm(
          t,
          { title, description, contactEmail: `parent${i}@example.net` },
          `198.51.100.${40 + i}`,
        ),
      );
      await advance(HOUR);
    }
    expect(await laneIds()).toEqual([]);
    expect(await queueIds()).toEqual(ids);
  });

  it("holds many posts from one address in an hour, the earlier ones too", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        await postAndConfirm(
          t,
          {
            contactEmail: "burst@example.net",
            title: ["Designer handbags cheap", "Replica watches in stock", "Perfume testers wholesale"][i],
            description: [
              "Genuine leather, all colours.",
              "Swiss movement, boxed.",
              "Big brands, half price.",
            ][i],
          },
          "198.51.100.23",
        ),
      );
      t.clock.advance(5 * 60_000);
    }
    expect((await laneIds()).sort()).toEqual(ids);
    expect(await reasonsOf(ids[2])).toEqual(["burst_email", "burst_address", "new_poster"]);
  });

  it("holds a text a moderator already rejected as spam, and a block word added after posting", async () => {
    const first = await postAndConfirm(t, {
      ...LOAN,
      contactEmail: "x1@example.net",
      description: "Hedges cut and trimmed today.",
    });
    expect(await queueIds()).toEqual([first]);
    await call("PATCH", `/api/admin/notices/${first}/reject`, { reason: "spam" });
    const again = await postAndConfirm(t, {
      ...LOAN,
      contactEmail: "x2@example.net",
      description: "Hedges cut and trimmed today.",
    });
    expect(await reasonsOf(again)).toContain("spam_text");

    const res = await postNoticeForm(
      t,
      validFields({
        contactEmail: "pills@example.net",
        title: "Ketoburn tea",
        description: "Lose a stone in a week with ketoburn.",
      }),
    );
    expect(res.statusCode).toBe(201);
    await call("POST", "/api/admin/watch-words", { word: "ketoburn", kind: "block" });
    await t.deliverMail();
    const mail = t.mail.to("pills@example.net")[0].text;
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail)![1];
    await t.app.inject({ method: "POST", url: "/api/notices/verify", payload: { token } });
    expect(await reasonsOf(res.json().id)).toEqual(["block_word", "new_poster"]);
  });

  it("releases a held notice to the review queue, audited; releasing twice is a conflict", async () => {
    const id = await postAndConfirm(t, {
      ...LOAN,
      contactEmail: "club@example.org",
      description: "Our club site https://club.example, call 07700 900456",
    });
    expect(await laneIds()).toEqual([id]);
    const res = await call("POST", `/api/admin/queue/spam/${id}/release`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("pending");
    expect(await laneIds()).toEqual([]);
    expect(await queueIds()).toEqual([id]);
    expect((await t.db.select().from(auditLog)).map((r) => r.action)).toContain("spam_release");
    expect((await call("POST", `/api/admin/queue/spam/${id}/release`)).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/queue/spam/99999/release")).statusCode).toBe(404);
    expect((await call("PATCH", `/api/admin/notices/${id}/approve`)).statusCode).toBe(200);
  });

  it("rejects what nobody released after 7 days, as spam, with no mail and its manage links revoked", async () => {
    const id = await postAndConfirm(t, {
      ...LOAN,
      contactEmail: "ignored@example.net",
      description: "Go to https://a.example or ring 07700 900789",
    });
    await t.deliverMail();
    const mailsBefore = t.mail.to("ignored@example.net").length;
    expect(createJobs(t.app.ctx).map((j) => j.name)).toContain("reject-held-spam");
    const job = createRejectHeldSpamJob(t.app.ctx);
    t.clock.advance(7 * DAY - 60_000);
    await runJob(t.db, job);
    expect((await noticeRow(id)).status).toBe("pending");
    t.clock.advance(60_000);
    await runJob(t.db, job);
    const row = await noticeRow(id);
    expect(row).toMatchObject({ status: "rejected", rejectionReason: "spam" });
    await advance(HOUR);
    expect(await laneIds()).toEqual([]);
    await t.deliverMail();
    expect(t.mail.to("ignored@example.net")).toHaveLength(mailsBefore);
    const tokens = await t.db.select().from(manageTokens).where(eq(manageTokens.noticeId, id));
    expect(tokens.every((tk) => tk.revokedAt !== null)).toBe(true);
    const [reject] = (await t.db.select().from(auditLog)).filter((r) => r.action === "reject");
    expect(reject).toMatchObject({ adminId: null, details: { reason: "spam", automatic: true } });
  });
});
