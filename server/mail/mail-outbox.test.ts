import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY, HOUR } from "../clock";
import { mailOutbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { retryDelayMs } from "./mail-outbox";
import { renderMail } from "./mail-template";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  t.mail.failWith = undefined;
});

const message = () =>
  renderMail({
    to: "poster@example.org",
    subject: "Hello",
    paragraphs: ["Hi <there>"],
    action: { label: "Open", url: "http://localhost:3000/x?a=1&b=2" },
  });

describe("the mail outbox", () => {
  it("keeps a mail that cannot be sent and retries it with backoff until it goes", async () => {
    await t.app.ctx.mail.enqueue(t.db, message());
    t.mail.failWith = new Error("connect ECONNREFUSED 127.0.0.1:2525");
    expect(await t.deliverMail()).toBe(0);
    let [row] = await t.db.select().from(mailOutbox);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("ECONNREFUSED");
    expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);

    t.clock.advance(10_000);
    expect(await t.deliverMail()).toBe(0); // not due yet: nothing tried
    expect((await t.db.select().from(mailOutbox))[0].attempts).toBe(1);

    t.mail.failWith = undefined;
    t.clock.advance(25_000);
    expect(await t.deliverMail()).toBe(1);
    [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(row.sentAt).not.toBeNull();
    expect(t.mail.to("poster@example.org")).toHaveLength(1);
    expect(await t.deliverMail()).toBe(0); // sent once only
  });

  it("doubles the wait from 30 s up to an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, HOUR, HOUR]);
  });

  it("gives up after a day of failures and records why", async () => {
    await t.app.ctx.mail.enqueue(t.db, message());
    t.mail.failWith = new Error("550 mailbox unavailable");
    for (let i = 0; i < 40; i++) {
      await t.deliverMail();
      t.clock.advance(HOUR);
    }
    const [row] = await t.db.select().from(mailOutbox);
    expect(row.failedAt).not.toBeNull();
    expect(row.failedAt!.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(row.lastError).toContain("550");
  });

  it("writes the same words as text and escaped HTML", () => {
    const mail = message();
    expect(mail.text).toContain("Hi <there>");
    expect(mail.text).toContain("http://localhost:3000/x?a=1&b=2");
    expect(mail.html).toContain("Hi &#60;there&#62;");
    expect(mail.html).not.toContain("<there>");
  });
});
