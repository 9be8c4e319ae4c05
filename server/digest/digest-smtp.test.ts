import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailSubscribers } from "../db/schema";
import { insertNotice, insertSubscribers } from "../test/factories";
import { runJob } from "../jobs/job-runner";
import { SMTP_POOL_SIZE } from "../mail/mail-transport";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { decodeQuotedPrintable, LoopbackSmtp } from "../test/loopback-smtp";
import { closeSmtpTestApp, createSmtpTestApp } from "../test/smtp-test-app";
import type { TestApp } from "../test/test-app";
import { createDigestJob } from "./digest-job";

const smtp = new LoopbackSmtp();
let t: TestApp;
beforeAll(async () => {
  t = await createSmtpTestApp(smtp);
});
afterAll(() => closeSmtpTestApp(t, smtp));

const THURSDAY = new Date("2026-06-04T12:00:00Z");
const FRIDAY_0700 = new Date("2026-06-05T06:00:00Z");

beforeEach(async () => {
  await t.reset();
  smtp.received.length = 0;
  t.clock.set(THURSDAY);
});

/** Header lines of a raw message, unfolded. */
function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
}

describe("digests through a real SMTP server", () => {
  it("carry RFC 8058 one-click unsubscribe headers that work, plain text and HTML, absolute links", async () => {
    await insertSubscribers(t.db, [
      { email: "reader@example.org", confirmedAt: THURSDAY, frequency: "daily" },
    ]);
    await insertNotice(t.db, {
      title: "Church Stretton cream tea",
      category: "events",
      location: "church_stretton",
      imageUrl: "/uploads/abcdefghijklmnop.webp",
      approvedAt: new Date(THURSDAY.getTime() + 60_000),
    });
    t.clock.set(FRIDAY_0700);
    await runJob(t.db, createDigestJob(t.app.ctx));
    expect(await t.deliverMail()).toBe(1);

    const mail = await smtp.waitFor("reader@example.org");
    const headers = headersOf(mail.raw);
    const unsubscribe =
      /^List-Unsubscribe: <(http:\/\/localhost:3000\/api\/unsubscribe\/[A-Za-z0-9_-]{43})>$/m.exec(headers);
    expect(unsubscribe).not.toBeNull();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain('src="http://localhost:3000/uploads/abcdefghijklmnop-card.webp"');
    expect(body).toMatch(/href="http:\/\/localhost:3000\/notice\/\d+\/Church-Stretton-cream-tea"/);
    expect(body).toMatch(/http:\/\/localhost:3000\/subscription\/[A-Za-z0-9_-]{43}/);

    // What a mail client's unsubscribe button does (RFC 8058 §3.1).
    const res = await t.app.inject({
      method: "POST",
      url: new URL(unsubscribe![1]).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(emailSubscribers);
    expect(row.isActive).toBe(false);
  });

  it("sends an activation mail queued behind a backlog of digests in the first wave", async () => {
    const digests = 60;
    await insertSubscribers(
      t.db,
      Array.from({ length: digests }, (_, i) => ({
        email: `r${i}@example.org`,
        confirmedAt: THURSDAY,
        frequency: "daily",
      })),
    );
    await insertNotice(t.db, { category: "jobs", approvedAt: new Date(THURSDAY.getTime() + 60_000) });
    t.clock.set(FRIDAY_0700);
    await runJob(t.db, createDigestJob(t.app.ctx));

    // Posting queues the activation after the digests and starts the outbox worker.
    const res = await postNoticeForm(t, validFields({ contactEmail: "poster@example.org" }));
    expect(res.statusCode).toBe(201);
    await t.deliverMail();
    const deadline = Date.now() + 20_000;
    while (smtp.received.length < digests + 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(digests + 1);
    const position = smtp.received.findIndex((m) => m.to.includes("poster@example.org"));
    expect(position).toBeGreaterThanOrEqual(0);
    // It is claimed first, but the pool's connections deliver side by side and finish in any order (a slow handshake
    // on its connection lets the others land a mail or two first): well inside the second wave, never behind the 60.
    expect(position).toBeLessThan(2 * SMTP_POOL_SIZE);
  });
});
