import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { loginAsAdmin } from "../test/admin-session";
import { payments } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { MAIL_HOLD_MS } from "../moderation/undo-service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { stripeSecretKey: undefined, stripeWebhookSecret: undefined } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

it("answers 503 on every payment call without Stripe settings", async () => {
  const notice = await insertNotice(t.db, { category: "local_businesses" });
  const answers = await Promise.all([
    t.app.inject({
      method: "POST",
      url: `/api/payment/create-checkout-session?noticeId=${notice.id}&tier=PREMIUM`,
    }),
    t.app.inject({ method: "POST", url: "/api/payment/create-checkout-session" }),
    t.app.inject({ method: "GET", url: "/api/payment/success?session_id=cs_test_1" }),
    t.app.inject({
      method: "POST",
      url: "/api/payment/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    }),
  ]);
  for (const res of answers) {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: "Payments are not configured" });
  }
  expect(await t.db.select().from(payments)).toHaveLength(0);
});

it("tells the browser that payments are off, and the live mail carries no link to feature the notice", async () => {
  const settings = await t.app.inject({ method: "GET", url: "/api/settings" });
  expect(settings.statusCode).toBe(200);
  expect(settings.json()).toEqual({ paymentsEnabled: false, usualWaitHours: null });

  const admin = await loginAsAdmin(t);
  const notice = await insertNotice(t.db, {
    status: "pending",
    approvedAt: null,
    category: "local_businesses",
    contactEmail: "bakery@example.org",
  });
  const approved = await t.app.inject({
    method: "PATCH",
    url: `/api/admin/notices/${notice.id}/approve`,
    headers: admin.headers,
  });
  expect(approved.statusCode).toBe(200);
  t.clock.advance(MAIL_HOLD_MS); // the live mail waits out the moderator's undo window
  await t.deliverMail();
  const [mail] = t.mail.to("bakery@example.org");
  expect(mail.text).toContain(`/notice/${notice.id}/`);
  expect(mail.text).not.toContain("feature=1");
  expect(mail.text).not.toMatch(/Feature your notice/i);
});
