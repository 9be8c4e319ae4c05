import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
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
});

/** The one session the fake Stripe server was asked to create. */
function createdSession() {
  const creates = p.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
  expect(creates).toHaveLength(1);
  return creates[0];
}

it("tells the browser that payments are on (GET /api/settings)", async () => {
  const res = await p.t.app.inject({ method: "GET", url: "/api/settings" });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ paymentsEnabled: true, usualWaitHours: null });
});

it("renders a live notice's page with Feature this notice, its settings in the state the browser hydrates from", async () => {
  const live = await insertNotice(p.t.db, { status: "active", category: "items_for_sale" });
  const featured = await insertNotice(p.t.db, { status: "active", isFeatured: true });
  const page = async (id: number) => (await p.t.app.inject({ method: "GET", url: `/notice/${id}` })).body;
  const html = await page(live.id);
  expect(html).toContain("Feature this notice");
  // The browser's first render has the same settings, so the button is neither fetched for nor added after load.
  const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)![1];
  const queries = (
    JSON.parse(state) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }
  ).queries.queries;
  expect(queries.find((q) => q.queryKey[0] === "settings")?.state.data).toEqual({
    paymentsEnabled: true,
    usualWaitHours: null,
  });
  expect(await page(featured.id)).not.toContain("Feature this notice");
});

describe("POST /api/payment/create-checkout-session", () => {
  it.each([
    ["STANDARD", 1000, 14],
    ["PREMIUM", 5000, 90],
    ["ANNUAL", 8000, 365],
  ] as const)("charges a local business %s %i pence for %i days", async (tier, pence, days) => {
    const notice = await insertNotice(p.t.db, {
      category: "local_businesses",
      title: "Corvedale Bakery sourdough",
    });
    const res = await p.checkout({ noticeId: notice.id, tier });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();

    const request = createdSession();
    expect(request.body).toMatchObject({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "gbp",
            unit_amount: String(pence),
            product_data: { name: "Corvedale Bakery sourdough" },
          },
        },
      ],
      metadata: { noticeId: String(notice.id), tier, days: String(days) },
      success_url: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/payment-cancel",
    });
    expect(request.idempotencyKey).toBeTruthy();
    const session = [...p.stripe.sessions.values()][0];
    expect(url).toBe(session.url);
    expect(url.startsWith(p.stripe.url)).toBe(true);
    expect(await p.paymentRows()).toMatchObject([
      {
        stripeSessionId: session.id,
        noticeId: notice.id,
        tier,
        days,
        amountPence: pence,
        currency: "gbp",
        status: "open",
        fulfilledAt: null,
      },
    ]);
  });

  it("accepts a local business tier named by its days", async () => {
    const notice = await insertNotice(p.t.db, { category: "local_businesses" });
    const res = await p.checkout({ noticeId: notice.id, featureDuration: 90 });
    expect(res.statusCode).toBe(200);
    expect(createdSession().body).toMatchObject({ metadata: { tier: "PREMIUM", days: "90" } });
  });

  it.each(["items_for_sale", "events", "jobs", "services", "lost_and_found"])(
    "gives %s the fixed offer of £10 for 14 days, whatever tier is asked",
    async (category) => {
      const notice = await insertNotice(p.t.db, { category });
      const res = await p.checkout({ noticeId: notice.id, tier: "ANNUAL", featureDuration: 365 });
      expect(res.statusCode).toBe(200);
      expect(createdSession().body).toMatchObject({
        line_items: [
          { price_data: { currency: "gbp", unit_amount: "1000", product_data: { name: notice.title } } },
        ],
        metadata: { noticeId: String(notice.id), tier: "FIXED", days: "14" },
      });
      expect(await p.paymentRows()).toMatchObject([{ tier: null, days: 14, amountPence: 1000 }]);
    },
  );

  it("answers 400 for a local business without a tier, and asks Stripe for nothing", async () => {
    const notice = await insertNotice(p.t.db, { category: "local_businesses" });
    const queries: Record<string, string | number>[] = [
      { noticeId: notice.id },
      { noticeId: notice.id, featureDuration: 30 },
      { noticeId: notice.id, tier: "" },
    ];
    for (const query of queries) {
      const res = await p.checkout(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Please select a tier" });
    }
    expect(p.stripe.requests).toHaveLength(0);
    expect(await p.paymentRows()).toHaveLength(0);
  });

  it("answers 400 for an unknown tier or a missing notice id", async () => {
    const notice = await insertNotice(p.t.db, { category: "local_businesses" });
    expect((await p.checkout({ noticeId: notice.id, tier: "GOLD" })).statusCode).toBe(400);
    expect((await p.checkout({})).statusCode).toBe(400);
    expect((await p.checkout({ noticeId: "abc" })).statusCode).toBe(400);
  });

  it("answers 404 for an unknown notice", async () => {
    const res = await p.checkout({ noticeId: 999, tier: "STANDARD" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Notice not found" });
  });

  it.each([
    ["a discussion", { category: "discussion" }],
    ["an already featured notice", { category: "items_for_sale", isFeatured: true }],
    ["a rejected notice", { category: "items_for_sale", status: "rejected" }],
    ["an expired notice", { category: "local_businesses", status: "expired" }],
  ] as const)("answers 409 for %s", async (_name, overrides) => {
    const notice = await insertNotice(p.t.db, overrides);
    const res = await p.checkout({ noticeId: notice.id, tier: "STANDARD" });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/featured/);
    expect(p.stripe.requests).toHaveLength(0);
  });

  it("lets a verified pending notice be paid for (featuring starts at approval)", async () => {
    const verified = await insertNotice(p.t.db, {
      category: "local_businesses",
      status: "pending",
      approvedAt: null,
    });
    expect((await p.checkout({ noticeId: verified.id, tier: "ANNUAL" })).statusCode).toBe(200);
    expect(await p.paymentRows()).toHaveLength(1);
  });

  it("answers 409 for a notice its poster has not verified, and asks Stripe for nothing", async () => {
    const unverified = await insertNotice(p.t.db, {
      category: "items_for_sale",
      status: "pending",
      verifiedAt: null,
      approvedAt: null,
    });
    const res = await p.checkout({ noticeId: unverified.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This notice must be verified before it can be featured" });
    expect(p.stripe.requests).toHaveLength(0);
    expect(await p.paymentRows()).toHaveLength(0);
  });

  it("answers 502 when Stripe refuses, and records no payment", async () => {
    const notice = await insertNotice(p.t.db, { category: "items_for_sale" });
    p.stripe.failNext(400, "Invalid currency: gbx");
    const res = await p.checkout({ noticeId: notice.id });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "Failed to create checkout session" });
    expect(await p.paymentRows()).toHaveLength(0);
  });

  it("answers the same session to the same purchase asked twice (a double click)", async () => {
    const notice = await insertNotice(p.t.db, { category: "local_businesses" });
    const first = await p.checkout({ noticeId: notice.id, tier: "PREMIUM" });
    const second = await p.checkout({ noticeId: notice.id, tier: "PREMIUM" });
    expect(second.json()).toEqual(first.json());
    expect(p.stripe.sessions.size).toBe(1);
    expect(await p.paymentRows()).toHaveLength(1);
  });
});
