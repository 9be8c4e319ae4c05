import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY, HOUR } from "../clock";
import { insertNotice } from "../test/factories";
import { notices } from "../db/schema";
import { runExclusive } from "../jobs/job-runner";
import { createEndFeaturingJob } from "./end-featuring-job";
import { extendedFeaturingEnd, startPendingFeaturing } from "./featuring";
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

/** What approval does in its transaction (the moderation routes call the same function). */
async function approve(id: number) {
  const now = p.t.clock.now();
  await p.t.db.transaction(async (tx) => {
    const [notice] = await tx
      .update(notices)
      .set({ status: "active", approvedAt: now, updatedAt: now })
      .where(eq(notices.id, id))
      .returning();
    await startPendingFeaturing(tx, notice, now);
  });
}

const runJob = () => runExclusive(p.t.db, 1003, createEndFeaturingJob(p.t.app.ctx).run);

describe("featuring paid while the notice is pending", () => {
  it("waits for approval, then runs its full period from the approval", async () => {
    const notice = await insertNotice(p.t.db, {
      category: "local_businesses",
      status: "pending",
      approvedAt: null,
      contactEmail: "baker@wem.example",
    });
    const sessionId = await p.checkoutSessionId({ noticeId: notice.id, tier: "PREMIUM" });
    p.stripe.pay(sessionId);
    await p.successPage(sessionId);

    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: true,
      featureDuration: 90,
      featuredUntil: null,
    });
    expect(await p.paymentRows()).toMatchObject([{ status: "awaiting_approval" }]);
    await p.t.deliverMail();
    expect(p.t.mail.to("baker@wem.example")[0].text).toContain(
      "Featuring starts when your notice is approved",
    );

    p.t.clock.advance(5 * DAY + 3 * HOUR);
    const approvedAt = p.t.clock.now();
    await approve(notice.id);
    expect(await p.notice(notice.id)).toMatchObject({
      status: "active",
      isFeatured: true,
      featureDuration: 90,
      featuredUntil: new Date(approvedAt.getTime() + 90 * DAY),
    });
    expect(await p.paymentRows()).toMatchObject([{ status: "paid" }]);

    // Approval runs once; a later call finds nothing waiting and changes nothing.
    p.t.clock.advance(DAY);
    await approve(notice.id);
    expect((await p.notice(notice.id)).featuredUntil).toEqual(new Date(approvedAt.getTime() + 90 * DAY));
  });

  it("leaves a notice approved without any payment unfeatured", async () => {
    const notice = await insertNotice(p.t.db, {
      category: "items_for_sale",
      status: "pending",
      approvedAt: null,
    });
    await approve(notice.id);
    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: false,
      featuredUntil: null,
      featureDuration: 0,
    });
  });
});

describe("the end-featuring job", () => {
  it("ends paid featuring when featuredUntil passes, and not a moment before", async () => {
    const notice = await insertNotice(p.t.db, { category: "items_for_sale" });
    const sessionId = await p.checkoutSessionId({ noticeId: notice.id });
    p.stripe.pay(sessionId);
    await p.sendWebhook(sessionId);
    const until = (await p.notice(notice.id)).featuredUntil!;
    expect(until).toEqual(new Date(p.t.clock.now().getTime() + 14 * DAY));

    p.t.clock.set(new Date(until.getTime() - 1000));
    expect(await runJob()).toEqual({ ran: true, result: 0 });
    expect(await p.notice(notice.id)).toMatchObject({ isFeatured: true });

    p.t.clock.set(until);
    expect(await runJob()).toEqual({ ran: true, result: 1 });
    expect(await p.notice(notice.id)).toMatchObject({
      isFeatured: false,
      featuredUntil: null,
      featureDuration: 0,
    });
  });

  it("never ends featuring an admin set by hand", async () => {
    const manual = await insertNotice(p.t.db, {
      category: "services",
      isFeatured: true,
      featuredUntil: null,
    });
    p.t.clock.advance(3650 * DAY);
    await runJob();
    expect(await p.notice(manual.id)).toMatchObject({ isFeatured: true, featuredUntil: null });
  });
});

describe("extendedFeaturingEnd", () => {
  const now = new Date("2026-06-01T10:00:00Z");
  it("counts from now when there is no end, or it has passed", () => {
    expect(extendedFeaturingEnd(null, 14, now)).toEqual(new Date("2026-06-15T10:00:00Z"));
    expect(extendedFeaturingEnd(new Date("2026-05-01T00:00:00Z"), 14, now)).toEqual(
      new Date("2026-06-15T10:00:00Z"),
    );
  });
  it("counts from the current end when it is still to come", () => {
    expect(extendedFeaturingEnd(new Date("2026-06-10T10:00:00Z"), 90, now)).toEqual(
      new Date("2026-09-08T10:00:00Z"),
    );
  });
});
