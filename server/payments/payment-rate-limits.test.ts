import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import { insertNotice } from "../test/factories";
import { createPaymentTestApp, type PaymentTestApp } from "../test/payment-test-app";
import { CHECKOUTS_PER_HOUR, PAYMENT_CHECKS_PER_HOUR } from "./payment-service";

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
});

const VISITOR = "203.0.113.61";

describe("payment calls from one client address", () => {
  it(`start ${CHECKOUTS_PER_HOUR} checkouts an hour, then 429 without asking Stripe`, async () => {
    const notice = await insertNotice(p.t.db, { category: "items_for_sale" });
    const checkout = () =>
      p.t.app.inject({
        method: "POST",
        url: `/api/payment/create-checkout-session?noticeId=${notice.id}`,
        remoteAddress: VISITOR,
      });
    for (let i = 0; i < CHECKOUTS_PER_HOUR; i++) expect((await checkout()).statusCode).toBe(200);
    const stripeCalls = p.stripe.requests.length;
    const refused = await checkout();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: "Too many payment attempts. Please try again later." });
    expect(p.stripe.requests.length).toBe(stripeCalls);
    p.t.clock.advance(HOUR);
    expect((await checkout()).statusCode).toBe(200);
  });

  it(`check ${PAYMENT_CHECKS_PER_HOUR} sessions an hour on the success page, then 429`, async () => {
    const notice = await insertNotice(p.t.db, { category: "items_for_sale" });
    const sessionId = await p.checkoutSessionId({ noticeId: notice.id });
    const check = () =>
      p.t.app.inject({
        method: "GET",
        url: `/api/payment/success?session_id=${sessionId}`,
        remoteAddress: VISITOR,
      });
    for (let i = 0; i < PAYMENT_CHECKS_PER_HOUR; i++) expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many payment checks. Please try again later." });
  });
});
