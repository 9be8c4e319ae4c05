import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, notices } from "../db/schema";
import type { TestApp } from "../test/test-app";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { decodeQuotedPrintable, LoopbackSmtp } from "../test/loopback-smtp";
import { closeSmtpTestApp, createSmtpTestApp } from "../test/smtp-test-app";

function linkIn(raw: string): string {
  const match = /http:\/\/localhost:3000\/verify\/([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error("no verification link in the mail");
  return match[0];
}

const smtp = new LoopbackSmtp();
let t: TestApp;
beforeAll(async () => {
  t = await createSmtpTestApp(smtp);
});
afterAll(() => closeSmtpTestApp(t, smtp));
beforeEach(async () => {
  await t.reset();
});

describe("the activation mail through a real SMTP server", () => {
  it("arrives within seconds of posting, with a link that verifies the notice", async () => {
    const started = performance.now();
    const res = await postNoticeForm(
      t,
      validFields({ contactEmail: "up@example.org", title: "Lost: black cat, Ironbridge" }),
    );
    expect(res.statusCode).toBe(201);
    // No manual delivery: the post kicks the outbox worker itself.
    const mail = await smtp.waitFor("up@example.org", 5_000);
    const elapsedMs = Math.round(mail.at - started);
    console.info(`submit → mail received over SMTP: ${elapsedMs} ms`);
    expect(elapsedMs).toBeLessThan(5_000);
    expect(mail.raw).toMatch(/^Subject: Please confirm your notice/m);
    expect(mail.raw).toMatch(/^From: Shropshire Noticeboard <noreply@localhost>/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain("24 hours");

    const link = linkIn(mail.raw);
    const page = await t.app.inject({ method: "GET", url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/notices/verify",
      payload: { token: link.split("/verify/")[1] },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ title: "Lost: black cat, Ironbridge" });
  });

  it("with the SMTP server down the post still succeeds, and the mail goes out once it is back", async () => {
    await smtp.stop();
    const res = await postNoticeForm(t, validFields({ contactEmail: "down@example.org" }));
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    expect(await t.db.select().from(notices).where(eq(notices.id, id))).toHaveLength(1);

    // The first attempt fails and is recorded for a retry.
    const deadline = Date.now() + 10_000;
    let row = (await t.db.select().from(mailOutbox))[0];
    while (!row.lastError && Date.now() < deadline) {
      await t.deliverMail();
      row = (await t.db.select().from(mailOutbox))[0];
    }
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    await smtp.start();
    expect(await t.deliverMail()).toBe(0); // not due yet: the retry waits its backoff
    t.clock.advance(31_000);
    expect(await t.deliverMail()).toBe(1);
    const mail = await smtp.waitFor("down@example.org");
    expect(linkIn(mail.raw)).toMatch(/\/verify\//);
    const [sent] = await t.db.select().from(mailOutbox);
    expect(sent.sentAt).not.toBeNull();
    expect(sent.attempts).toBe(2);
  });
});
