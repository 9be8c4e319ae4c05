import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR, MINUTE } from "../clock";
import { queryRows } from "../db/client";
import { insertComment, insertNotice } from "../test/factories";
import { contactMessages, emailSubscribers, savedSearches } from "../db/schema";
import { smallPng } from "../test/test-images";
import { postLiveNotice, postNotice } from "../test/manage-requests";
import { nextAddress, verificationLinkIn } from "../test/notice-posting-requests";
import { createTestApp, type TestApp } from "../test/test-app";

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

const post = (url: string, email: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url, payload: { email }, remoteAddress });

describe("POST /api/notices/resend-activation", () => {
  it("answers 202 alike for an address with unconfirmed notices and for one never seen", async () => {
    const { email } = await postNotice(t);
    t.mail.clear();
    const known = await post("/api/notices/resend-activation", email.toUpperCase());
    const unknown = await post("/api/notices/resend-activation", "nobody@example.org");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await t.deliverMail();
    expect(t.mail.sent.map((m) => m.to)).toEqual([email]);
    const link = verificationLinkIn(t.mail.sent[0].text);
    const token = link.split("/verify/")[1];
    const verified = await t.app.inject({ method: "POST", url: "/api/notices/verify", payload: { token } });
    expect(verified.statusCode).toBe(200);
  });

  it("sends nothing for notices already confirmed", async () => {
    const { email } = await postLiveNotice(t);
    t.mail.clear();
    expect((await post("/api/notices/resend-activation", email)).statusCode).toBe(202);
    await t.deliverMail();
    expect(t.mail.sent).toEqual([]);
  });

  it("allows 3 an hour per address and per e-mail, then 429 with Retry-After", async () => {
    for (let i = 0; i < 3; i++) await post("/api/notices/resend-activation", "a@example.org", "203.0.113.7");
    const sameAddress = await post("/api/notices/resend-activation", "b@example.org", "203.0.113.7");
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.headers["retry-after"]).toBeDefined();
    const sameEmail = await post("/api/notices/resend-activation", "a@example.org");
    expect(sameEmail.statusCode).toBe(429);
    t.clock.advance(HOUR);
    expect((await post("/api/notices/resend-activation", "a@example.org")).statusCode).toBe(202);
  });

  it("refuses an invalid address with 400", async () => {
    const res = await post("/api/notices/resend-activation", "not-an-address");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe("Please enter a valid email address");
  });
});

async function myDataLink(email: string): Promise<string> {
  const res = await post("/api/my-data", email);
  expect(res.statusCode).toBe(202);
  await t.deliverMail();
  const mail = t.mail.to(email.toLowerCase()).at(-1)!;
  const match = /\/my-data\/([A-Za-z0-9_-]+)/.exec(mail.text);
  return match![1];
}

describe("delete my data", () => {
  it("lists every notice, comment, message and subscription of the address; the GET changes nothing", async () => {
    const email = "Dana@Example.org";
    const { id } = await postLiveNotice(t, { contactEmail: email, title: "Dana's garden bench" });
    const other = await insertNotice(t.db, { category: "discussion", title: "Best pub walks" });
    await insertComment(t.db, other.id, {
      authorEmail: "dana@example.org",
      content: "The Crown at Munslow.",
    });
    await t.db
      .insert(contactMessages)
      .values({ noticeId: other.id, name: "Dana", email, message: "Hello there!" });
    const [reader] = await t.db.insert(emailSubscribers).values({ email: "dana@example.org" }).returning();
    await t.db.insert(savedSearches).values({
      subscriberId: reader.id,
      search: "pram",
      location: "wem",
      frequency: "daily",
      consentAt: new Date(),
      consentText: "We will e-mail you a link to confirm.",
    });
    const token = await myDataLink(email);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "GET", url: `/api/my-data/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toMatchObject({
        email: "dana@example.org",
        notices: [{ id, title: "Dana's garden bench", status: "active" }],
        comments: [{ noticeTitle: "Best pub walks", content: "The Crown at Munslow." }],
        contactMessages: [{ noticeTitle: "Best pub walks", message: "Hello there!" }],
        subscriptions: [{ email: "dana@example.org" }],
        savedSearches: [{ description: "“pram” in Wem" }],
      });
    }
  });

  it("deletes everything with one call, images included; the address is found nowhere after", async () => {
    const email = "erin@example.org";
    const image = { bytes: await smallPng(), type: "image/png" };
    const { id } = await postLiveNotice(t, { contactEmail: email }, image);
    const other = await insertNotice(t.db, { category: "discussion" });
    await insertComment(t.db, other.id, { authorEmail: "ERIN@example.org" });
    await t.db.insert(emailSubscribers).values({ email });
    const files = fs.readdirSync(t.app.ctx.uploadsDir);
    expect(files.length).toBeGreaterThan(0);
    const token = await myDataLink(email);
    const res = await t.app.inject({ method: "DELETE", url: `/api/my-data/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notices: 1, comments: 1, contactMessages: 0, subscriptions: 1 });
    expect(fs.readdirSync(t.app.ctx.uploadsDir).filter((f) => files.includes(f))).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(404);
    // Every text column of every table, searched for the address.
    const hits = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'text'`,
    );
    for (const { table_name, column_name } of hits as unknown as {
      table_name: string;
      column_name: string;
    }[]) {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql.raw(
          `select count(*)::int as n from "${table_name}" where "${column_name}" ilike '%erin@example.org%'`,
        ),
      );
      expect(row.n, `${table_name}.${column_name}`).toBe(0);
    }
    expect(path.isAbsolute(t.app.ctx.uploadsDir)).toBe(true);
  });

  it("treats the link as single use and lets it lapse after an hour (410)", async () => {
    const used = await myDataLink("fay@example.org");
    expect((await t.app.inject({ method: "DELETE", url: `/api/my-data/${used}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/my-data/${used}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/my-data/${used}` })).statusCode).toBe(404);
    const late = await myDataLink("gus@example.org");
    t.clock.advance(HOUR - MINUTE);
    expect((await t.app.inject({ method: "GET", url: `/api/my-data/${late}` })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await t.app.inject({ method: "GET", url: `/api/my-data/${late}` })).statusCode).toBe(410);
    expect((await t.app.inject({ method: "DELETE", url: `/api/my-data/${late}` })).statusCode).toBe(410);
  });

  it("answers every request alike, whether or not the address is known", async () => {
    await postNotice(t, { contactEmail: "known@example.org" });
    const known = await post("/api/my-data", "known@example.org");
    const unknown = await post("/api/my-data", "unknown@example.org");
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
  });
});
