import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { usualWaitSentence } from "../../common/usual-wait";
import { approveNotice } from "../moderation/admin-notice-service";
import { DAY, HOUR, MINUTE } from "../clock";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { insertNotice } from "../test/factories";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { createTestApp, type TestApp } from "../test/test-app";
import { getUsualWaitHours, toUsualWaitHours } from "./usual-wait-service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const START = new Date("2026-06-01T10:00:00Z");
let admin: AdminHeaders;
beforeEach(async () => {
  await t.reset();
  t.clock.set(START);
  admin = await loginAsAdmin(t);
});

/** A notice confirmed at `confirmedAt` and decided by the signed-in moderator `waitMs` later (the clock moves). */
async function decided(confirmedAt: Date, waitMs: number, decision: "approve" | "reject" = "approve") {
  const notice = await insertNotice(t.db, {
    status: "pending",
    verifiedAt: confirmedAt,
    approvedAt: null,
    createdAt: new Date(confirmedAt.getTime() - MINUTE),
  });
  t.clock.set(new Date(confirmedAt.getTime() + waitMs));
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/admin/notices/${notice.id}/${decision}`,
    headers: admin.headers,
    payload: decision === "reject" ? { reason: "duplicate" } : undefined,
  });
  expect(res.statusCode).toBe(200);
  return notice;
}

/** Posts a notice at `now`; answers GET /api/settings (what the post dialog reads) and the activation mail's text. */
async function post(now: Date) {
  t.clock.set(now);
  t.mail.clear();
  const res = await postNoticeForm(t, validFields({ contactEmail: "baker@example.org" }));
  expect(res.statusCode).toBe(201);
  expect(res.json()).not.toHaveProperty("usualWaitHours"); // the contract's public notice, unchanged
  await t.deliverMail();
  const [mail] = t.mail.to("baker@example.org");
  const settings = await t.app.inject({ url: "/api/settings" });
  return { answer: settings.json<{ usualWaitHours: number | null }>(), text: mail.text };
}

describe("the usual wait", () => {
  it("rounds a median up to whole hours, at least 1, and has no sentence without one", () => {
    expect(toUsualWaitHours(null)).toBeNull();
    expect(toUsualWaitHours(10 * MINUTE)).toBe(1);
    expect(toUsualWaitHours(2 * HOUR)).toBe(2);
    expect(toUsualWaitHours(2 * HOUR + 1)).toBe(3);
    expect(usualWaitSentence(null)).toBeNull();
    expect(usualWaitSentence(1)).toBe("Notices are usually checked within 1 hour.");
    expect(usualWaitSentence(3)).toBe("Notices are usually checked within 3 hours.");
  });

  it("without a decision in the last 30 days the settings say null and the activation mail leaves it out", async () => {
    // Decided 31 days before the post: outside the window.
    await decided(new Date(START.getTime() - 32 * DAY), 2 * HOUR);
    const { answer, text } = await post(START);
    expect(answer.usualWaitHours).toBeNull();
    expect(text).toContain("Please confirm your e-mail address to activate your notice");
    expect(text).not.toContain("usually checked");
  });

  it("is the median from confirmation to a person's first decision over the last 30 days", async () => {
    const day = (n: number) => new Date(START.getTime() - n * DAY);
    await decided(day(20), 1 * HOUR);
    await decided(day(15), 2.5 * HOUR, "reject");
    await decided(day(10), 10 * HOUR);
    // Not counted: a decision made 40 days ago, and one the system made (no person), both far slower.
    await decided(day(40), 90 * HOUR);
    const systemDecided = await insertNotice(t.db, {
      status: "pending",
      verifiedAt: day(9),
      approvedAt: null,
      createdAt: day(9),
    });
    t.clock.set(new Date(day(9).getTime() + 100 * HOUR));
    await approveNotice(t.app.ctx, systemDecided.id);
    // Still waiting: no decision yet.
    await insertNotice(t.db, { status: "pending", verifiedAt: day(1), approvedAt: null });

    expect(await getUsualWaitHours(t.db, START)).toBe(3); // median 2.5 h, rounded up
    const { answer, text } = await post(START);
    expect(answer.usualWaitHours).toBe(3);
    expect(text).toContain("Notices are usually checked within 3 hours.");

    // Two slow decisions: the median becomes 10 h, told once the last answer is 10 minutes old (it is reused till then).
    await decided(day(5), 20 * HOUR);
    await decided(day(4), 20 * HOUR);
    expect(await getUsualWaitHours(t.db, new Date(START.getTime() + 9 * MINUTE))).toBe(3);
    expect(await getUsualWaitHours(t.db, new Date(START.getTime() + 10 * MINUTE))).toBe(10);
    // Thirty days on, the 1 h decision has left the window: the median of 2.5, 10, 20 and 20 h is 15 h.
    expect(await getUsualWaitHours(t.db, new Date(day(20).getTime() + 30 * DAY + 2 * HOUR))).toBe(15);
  });
});
