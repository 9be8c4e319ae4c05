import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { insertNotice } from "../test/factories";
import { stripeEvents } from "../db/schema";
import { createPaymentTestApp, type PaymentTestApp } from "../test/payment-test-app";

let p: PaymentTestApp;

beforeAll(async () => {
  p = await createPaymentTestApp();
});
afterAll(async () => {
  await p.close();
});
beforeEach(async () => {
  await p.t.reset();
  p.stripe.clear();
  p.t.clock.set("2026-06-01T10:00:00Z");
});

const daysFromNow = (days: number) => new Date(p.t.clock.now().getTime() + days * DAY);

async function paidSession(category: string, tier?: string) {
  const notice = await insertNotice(p.t.db, { category, contactEmail: "owner@corvedale.example" });
  const sessionId = await p.checkoutSessionId(tier ? { noticeId: notice.id, tier } : { noticeId: notice.id });
  return { notice, sessionId };
}

describe("an unpaid session", () => {
  it("features nothing through the success page or the webhook", async () => {
    const { notice, sessionId } = await paidSession("local_businesses", "PREMIUM");
    const success = await p.successPage(sessionId);
    expect(success.statusCode).toBe(200);
    expect(success.json()).toEqual({ status: "unpaid", noticeId: notice.id });
    expect((await p.sendWebhook(sessionId)).statusCode).toBe(200);

    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: false,
      featuredUntil: null,
      featureDuration: 0,
    });
    expect(await p.paymentRows()).toMatchObject([{ status: "open", fulfilledAt: null }]);
    await p.t.deliverMail();
    expect(p.t.mail.to("owner@corvedale.example")).toHaveLength(0);
  });
});

describe("a paid session", () => {
  it("features the notice for its days through the success page, and mails a receipt", async () => {
    const { notice, sessionId } = await paidSession("local_businesses", "PREMIUM");
    p.stripe.pay(sessionId);
    const res = await p.successPage(sessionId);
    expect(res.json()).toEqual({ status: "paid", noticeId: notice.id });

    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: true,
      featureDuration: 90,
      featuredUntil: daysFromNow(90),
    });
    expect(await p.paymentRows()).toMatchObject([{ status: "paid", fulfilledAt: p.t.clock.now() }]);
    await p.t.deliverMail();
    const [receipt] = p.t.mail.to("owner@corvedale.example");
    expect(receipt.subject).toContain(notice.title);
    expect(receipt.text).toContain("£50");
    expect(receipt.text).toContain("3 months of featuring (90 days)");
    expect(receipt.text).toContain("featured until 30 August 2026");
  });

  it("features a bike for sale for 14 days through the webhook", async () => {
    const { notice, sessionId } = await paidSession("items_for_sale");
    p.stripe.pay(sessionId);
    expect((await p.sendWebhook(sessionId)).statusCode).toBe(200);
    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: true,
      featureDuration: 14,
      featuredUntil: daysFromNow(14),
    });
    await p.t.deliverMail();
    expect(p.t.mail.to("owner@corvedale.example")[0].text).toContain("£10");
  });

  it("fulfils on checkout.session.async_payment_succeeded", async () => {
    const { notice, sessionId } = await paidSession("jobs");
    p.stripe.pay(sessionId);
    const res = await p.sendWebhook(sessionId, { type: "checkout.session.async_payment_succeeded" });
    expect(res.statusCode).toBe(200);
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: true, featuredUntil: daysFromNow(14) });
  });

  it("features once when the webhook is retried and the success page reloaded", async () => {
    const { notice, sessionId } = await paidSession("local_businesses", "ANNUAL");
    p.stripe.pay(sessionId);
    await p.sendWebhook(sessionId);
    p.t.clock.advance(DAY);
    await p.sendWebhook(sessionId);
    await p.successPage(sessionId);
    await p.successPage(sessionId);
    expect(await p.notice(notice.id)).toMatchObject({
      featuredUntil: new Date(daysFromNow(365).getTime() - DAY),
    });
    await p.t.deliverMail();
    expect(p.t.mail.to("owner@corvedale.example")).toHaveLength(1);
  });

  it("features once when webhooks and success pages arrive at the same time", async () => {
    const { notice, sessionId } = await paidSession("local_businesses", "STANDARD");
    p.stripe.pay(sessionId);
    const answers = await Promise.all([
      p.sendWebhook(sessionId),
      p.successPage(sessionId),
      p.sendWebhook(sessionId),
      p.successPage(sessionId),
      p.sendWebhook(sessionId, { type: "checkout.session.async_payment_succeeded" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: true, featuredUntil: daysFromNow(14) });
    expect(await p.paymentRows()).toHaveLength(1);
    await p.t.deliverMail();
    expect(p.t.mail.to("owner@corvedale.example")).toHaveLength(1);
  });

  it("extends from the current end when a second purchase is paid", async () => {
    const notice = await insertNotice(p.t.db, { category: "local_businesses" });
    const first = await p.checkoutSessionId({ noticeId: notice.id, tier: "STANDARD" });
    const second = await p.checkoutSessionId({ noticeId: notice.id, tier: "PREMIUM" });
    p.stripe.pay(first);
    p.stripe.pay(second);
    await p.successPage(first);
    p.t.clock.advance(3 * DAY);
    await p.sendWebhook(second);
    const start = p.t.clock.now().getTime() - 3 * DAY;
    expect(await p.notice(notice.id)).toMatchObject({ featuredUntil: new Date(start + (14 + 90) * DAY) });
  });

  it("answers 404 for a session Stripe does not know", async () => {
    const res = await p.successPage("cs_test_unknown");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Payment session not found" });
  });

  it("shows featuredUntil for a PREMIUM session before and after a duplicated webhook", async () => {
    const { notice, sessionId } = await paidSession("local_businesses", "PREMIUM");
    p.stripe.pay(sessionId);
    await p.sendWebhook(sessionId);
    const before = (await p.notice(notice.id)).featuredUntil;
    p.t.clock.advance(2 * DAY);
    await p.sendWebhook(sessionId);
    const after = (await p.notice(notice.id)).featuredUntil;
    console.info(
      `PREMIUM ${sessionId}: featuredUntil before duplicate ${before?.toISOString()}, after ${after?.toISOString()}`,
    );
    expect(before).toEqual(new Date("2026-08-30T10:00:00.000Z"));
    expect(after).toEqual(before);
  });
});

describe("the webhook", () => {
  it("answers 400 to a bad, missing or wrongly keyed signature and changes nothing", async () => {
    const { notice, sessionId } = await paidSession("local_businesses", "PREMIUM");
    p.stripe.pay(sessionId);
    for (const options of [
      { signature: "t=1,v1=deadbeef" },
      { signature: null },
      { secret: "whsec_someone_else" },
    ]) {
      const res = await p.sendWebhook(sessionId, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Invalid webhook signature" });
    }
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: false });
    expect(await p.t.db.select().from(stripeEvents)).toHaveLength(0);
  });

  it("acknowledges a replayed event id and ignores it", async () => {
    const { notice, sessionId } = await paidSession("services");
    const first = await p.sendWebhook(sessionId, { eventId: "evt_replayed" });
    expect(first.json()).toEqual({ received: true });
    p.stripe.pay(sessionId);
    const replay = await p.sendWebhook(sessionId, { eventId: "evt_replayed" });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, ignored: true });
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: false });
    expect(await p.t.db.select().from(stripeEvents)).toMatchObject([{ id: "evt_replayed" }]);
  });

  it("acknowledges other event types without featuring", async () => {
    const { notice, sessionId } = await paidSession("services");
    p.stripe.pay(sessionId);
    const res = await p.sendWebhook(sessionId, { type: "checkout.session.expired" });
    expect(res.statusCode).toBe(200);
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: false });
  });
});
