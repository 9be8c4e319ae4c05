import { describe, expect, it } from "vitest";
import { insertComment, insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { ALREADY_REPORTED, REPORT_THANKS } from "./report-service";

const t = useTestApp();

const report = (
  id: number,
  address: string,
  payload: object = { reason: "scam", details: "Wants a deposit first" },
) => t.app.inject({ method: "POST", url: `/api/notices/${id}/report`, remoteAddress: address, payload });
const publicStatus = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode;

describe("report a notice", () => {
  it("answers a body that is no object (null, a list, a number) with 400, not a server error", async () => {
    const notice = await insertNotice(t.db);
    for (const payload of ["null", "[]", "5", '"gone"']) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/notices/${notice.id}/report`,
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it("thanks the reporter, once per address per notice", async () => {
    const notice = await insertNotice(t.db);
    const first = await report(notice.id, "203.0.113.1");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: REPORT_THANKS });
    const again = await report(notice.id, "203.0.113.1");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REPORTED);
  });

  it("asks for a reason and details of at least 5 characters", async () => {
    const notice = await insertNotice(t.db);
    const res = await report(notice.id, "203.0.113.2", { reason: "boring", details: "bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      reason: "Please choose a reason",
      details: "Details must be at least 5 characters",
    });
  });

  it("takes a report that the notice is already sold or gone without details, and no other reason", async () => {
    const notice = await insertNotice(t.db);
    expect((await report(notice.id, "203.0.113.4", { reason: "gone" })).statusCode).toBe(201);
    expect((await report(notice.id, "203.0.113.5", { reason: "gone", details: "" })).statusCode).toBe(201);
    const scam = await report(notice.id, "203.0.113.6", { reason: "scam", details: "" });
    expect(scam.statusCode).toBe(400);
    expect(scam.json().errors).toEqual({ details: "Details must be at least 5 characters" });
    const short = await report(notice.id, "203.0.113.7", { reason: "gone", details: "ab" });
    expect(short.json().errors).toEqual({ details: "Details must be at least 5 characters" });
  });

  it("answers 404 for a notice the public cannot see", async () => {
    const pending = await insertNotice(t.db, { status: "pending", approvedAt: null });
    expect((await report(pending.id, "203.0.113.3")).statusCode).toBe(404);
    expect((await report(99999, "203.0.113.3")).statusCode).toBe(404);
  });

  it("hides the notice after three reports from different addresses, until the moderator keeps it", async () => {
    const notice = await insertNotice(t.db);
    await report(notice.id, "203.0.113.10");
    await report(notice.id, "203.0.113.11");
    expect(await publicStatus(notice.id)).toBe(200);
    await report(notice.id, "203.0.113.12");
    expect(await publicStatus(notice.id)).toBe(404);

    const admin = await loginAsAdmin(t);
    const queue = (
      await t.app.inject({ method: "GET", url: "/api/admin/queue", headers: admin.headers })
    ).json();
    expect(queue.items[0]).toMatchObject({
      kind: "notice",
      reason: "reported",
      notice: { status: "hidden" },
    });
    expect(queue.items[0].reports).toHaveLength(3);

    const kept = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/notices/${notice.id}/reports`,
      headers: admin.headers,
      payload: { decision: "keep" },
    });
    expect(kept.json().status).toBe("active");
    expect(await publicStatus(notice.id)).toBe(200);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/queue", headers: admin.headers })
    ).json();
    expect(after.total).toBe(0);
  });

  it("takes a reported notice off the board when the moderator removes it", async () => {
    const notice = await insertNotice(t.db);
    await report(notice.id, "203.0.113.20");
    const admin = await loginAsAdmin(t);
    const removed = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/notices/${notice.id}/reports`,
      headers: admin.headers,
      payload: { decision: "remove" },
    });
    expect(removed.json().status).toBe("rejected");
    expect(await publicStatus(notice.id)).toBe(404);
  });

  it("keeps every report of a comment, each with its reason, for the queue", async () => {
    const discussion = await insertNotice(t.db, { category: "discussion" });
    const comment = await insertComment(t.db, discussion.id);
    for (const [address, reason] of [
      ["203.0.113.30", "Rude to other people"],
      ["203.0.113.31", "Personal details of a neighbour"],
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/comments/${comment.id}/report`,
        remoteAddress: address,
        payload: { reason },
      });
      expect(res.statusCode).toBe(200);
    }
    const admin = await loginAsAdmin(t);
    const queue = (
      await t.app.inject({ method: "GET", url: "/api/admin/queue", headers: admin.headers })
    ).json();
    expect(queue.items[0].kind).toBe("comment");
    expect(queue.items[0].reports.map((r: { reason: string }) => r.reason)).toEqual([
      "Rude to other people",
      "Personal details of a neighbour",
    ]);
  });
});
