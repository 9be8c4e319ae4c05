import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { insertNotice } from "../test/factories";
import { payments } from "../db/schema";
import { createPaymentTestApp, type PaymentTestApp } from "../test/payment-test-app";

/** Fulfilment trusts our tier table, not what a Checkout Session says (server-contract §6, issue 10 point 7). */
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

async function paidSession(tier: string) {
  const notice = await insertNotice(p.t.db, {
    category: "local_businesses",
    contactEmail: "owner@clun.example",
  });
  const sessionId = await p.checkoutSessionId({ noticeId: notice.id, tier });
  return { notice, sessionId, session: p.stripe.sessions.get(sessionId)! };
}

describe("fulfilment", () => {
  it("takes the days from the tier table by name, even when the session's metadata says otherwise", async () => {
    const { notice, sessionId, session } = await paidSession("STANDARD");
    session.metadata.days = "365";
    // As after a crash between creating the session and recording it: only the session is left to go on.
    await p.t.db.delete(payments).where(eq(payments.stripeSessionId, sessionId));
    p.stripe.pay(sessionId);
    expect((await p.sendWebhook(sessionId)).statusCode).toBe(200);

    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: true, featureDuration: 14 });
    expect((await p.notice(notice.id)).featuredUntil).toEqual(daysFromNow(14));
    expect(await p.paymentRows()).toMatchObject([
      { tier: "STANDARD", days: 14, amountPence: 1000, status: "paid" },
    ]);
  });

  it("records a paid amount that is not the tier's price, and features nothing", async () => {
    const { notice, sessionId, session } = await paidSession("ANNUAL");
    session.amount_total = 1000;
    p.stripe.pay(sessionId);
    expect((await p.sendWebhook(sessionId)).statusCode).toBe(200);
    const page = await p.successPage(sessionId);
    expect(page.json()).toEqual({ status: "paid", noticeId: notice.id });

    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: false,
      featuredUntil: null,
      featureDuration: 0,
    });
    expect(await p.paymentRows()).toMatchObject([
      { tier: "ANNUAL", amountPence: 8000, status: "amount_mismatch" },
    ]);
    await p.t.deliverMail();
    expect(p.t.mail.to("owner@clun.example")).toHaveLength(0);
  });

  it("features nothing for a session naming a tier we do not sell", async () => {
    const { notice, sessionId, session } = await paidSession("PREMIUM");
    session.metadata.tier = "PLATINUM";
    await p.t.db.delete(payments).where(eq(payments.stripeSessionId, sessionId));
    p.stripe.pay(sessionId);
    expect((await p.successPage(sessionId)).statusCode).toBe(200);
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: false });
    expect(await p.paymentRows()).toHaveLength(0);
  });
});
