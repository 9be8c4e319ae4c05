import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertComment, insertNotice } from "../test/factories";
import { auditLog, comments, mailOutbox, notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { MAIL_HOLD_MS } from "./undo-service";
import { issueManageLink } from "../notices/manage-links";

let t: TestApp;
let admin: AdminHeaders;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set("2026-06-01T10:00:00Z");
  await t.reset();
  admin = await loginAsAdmin(t);
});

const call = (method: "GET" | "PATCH" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const audit = async () =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((r) => r.action !== "login");
const queueTotal = async () => (await call("GET", "/api/admin/queue")).json().total as number;
const publicStatus = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode;
const commentRow = async (id: number) => (await t.db.select().from(comments).where(eq(comments.id, id)))[0];

async function reported(reports: number) {
  const notice = await insertNotice(t.db);
  for (let i = 0; i < reports; i += 1) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/notices/${notice.id}/report`,
      remoteAddress: `203.0.113.${40 + i}`,
      payload: { reason: "scam", details: "Wants a deposit first" },
    });
    expect(res.statusCode).toBe(201);
  }
  return notice;
}

async function reportedComment() {
  const discussion = await insertNotice(t.db, { category: "discussion" });
  return insertComment(t.db, discussion.id, { isReported: true, reportReason: "Rude to other people" });
}

describe("undo on reported notices", () => {
  it("reverses a keep: the notice is hidden again and its reports are open in the queue", async () => {
    const notice = await reported(3);
    const kept = await call("PATCH", `/api/admin/notices/${notice.id}/reports`, { decision: "keep" });
    expect(kept.json().status).toBe("active");
    expect(await queueTotal()).toBe(0);
    t.clock.advance(9_000);
    const res = await call("POST", `/api/admin/notices/${notice.id}/undo`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("hidden");
    expect(await publicStatus(notice.id)).toBe(404);
    const queue = (await call("GET", "/api/admin/queue")).json();
    expect(queue.total).toBe(1);
    expect(queue.items[0].reports).toHaveLength(3);
    expect((await call("POST", `/api/admin/notices/${notice.id}/undo`)).statusCode).toBe(409);
    const rows = await audit();
    expect(rows.map((r) => r.action)).toEqual(["reports_keep", "undo"]);
    expect(rows[1]).toMatchObject({ adminUsername: "moderator", targetType: "notice", targetId: notice.id });
    expect(rows[1].details).toEqual({ auditId: rows[0].id, undid: "reports_keep" });
  });

  it("reverses a remove: the notice is back on the board and the report waits again", async () => {
    const notice = await reported(1);
    await call("PATCH", `/api/admin/notices/${notice.id}/reports`, { decision: "remove" });
    expect(await publicStatus(notice.id)).toBe(404);
    const res = await call("POST", `/api/admin/notices/${notice.id}/undo`);
    expect(res.json().status).toBe("active");
    expect(await publicStatus(notice.id)).toBe(200);
    expect(await queueTotal()).toBe(1);
    expect((await audit()).map((r) => r.action)).toEqual(["reports_remove", "undo"]);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses to undo a remove after 10 seconds", async () => {
    const notice = await reported(1);
    await call("PATCH", `/api/admin/notices/${notice.id}/reports`, { decision: "remove" });
    t.clock.advance(10_001);
    const res = await call("POST", `/api/admin/notices/${notice.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "It is too late to undo this action" });
    expect(await publicStatus(notice.id)).toBe(404);
  });
});

describe("undo on reported comments", () => {
  it("reverses a keep: the comment is reported again and back in the queue", async () => {
    const comment = await reportedComment();
    await call("PATCH", `/api/admin/comments/${comment.id}`, { status: "approved" });
    expect(await queueTotal()).toBe(0);
    const res = await call("POST", `/api/admin/comments/${comment.id}/undo`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "approved",
      isReported: true,
      reportReason: "Rude to other people",
    });
    expect(await queueTotal()).toBe(1);
    const rows = await audit();
    expect(rows.map((r) => [r.action, r.targetType, r.targetId])).toEqual([
      ["comment_approve", "comment", comment.id],
      ["undo", "comment", comment.id],
    ]);
    expect(rows[0].details).toEqual({
      before: { status: "approved", isReported: true, reportReason: "Rude to other people" },
    });
  });

  it("reverses a reject: the comment shows in its discussion again", async () => {
    const comment = await reportedComment();
    const shown = async () =>
      (await t.app.inject({ method: "GET", url: `/api/notices/${comment.noticeId}/comments` }))
        .json()
        .map((c: { id: number }) => c.id);
    await call("PATCH", `/api/admin/comments/${comment.id}`, { status: "rejected" });
    expect(await shown()).toEqual([]);
    expect((await call("POST", `/api/admin/comments/${comment.id}/undo`)).statusCode).toBe(200);
    expect(await shown()).toEqual([comment.id]);
    expect((await commentRow(comment.id)).isReported).toBe(true);
    expect((await audit()).map((r) => r.action)).toEqual(["comment_reject", "undo"]);
  });

  it("answers 409 when nothing is left to undo and 404 for no such comment", async () => {
    const comment = await reportedComment();
    expect((await call("POST", `/api/admin/comments/${comment.id}/undo`)).statusCode).toBe(409);
    await call("PATCH", `/api/admin/comments/${comment.id}`, { status: "rejected" });
    t.clock.advance(10_001);
    expect((await call("POST", `/api/admin/comments/${comment.id}/undo`)).statusCode).toBe(409);
    expect((await commentRow(comment.id)).status).toBe("rejected");
    expect((await call("POST", "/api/admin/comments/99999/undo")).statusCode).toBe(404);
  });

  it("logs a comment deleted from the Comments tab, with its text", async () => {
    const comment = await reportedComment();
    expect((await call("DELETE", `/api/admin/comments/${comment.id}`)).statusCode).toBe(204);
    const [row] = await audit();
    expect(row).toMatchObject({ action: "comment_delete", targetType: "comment", targetId: comment.id });
    expect(row.details).toMatchObject({ content: comment.content, noticeId: comment.noticeId });
  });
});

describe("undo of approve all selected", () => {
  it("puts every approved notice and kept comment back, and no poster is mailed", async () => {
    const a = await insertNotice(t.db, {
      status: "pending",
      approvedAt: null,
      contactEmail: "a@example.org",
    });
    const b = await insertNotice(t.db, {
      status: "pending",
      approvedAt: null,
      contactEmail: "b@example.org",
    });
    const comment = await reportedComment();
    await call("PATCH", `/api/admin/notices/${a.id}/approve`);
    await call("PATCH", `/api/admin/notices/${b.id}/approve`);
    await call("PATCH", `/api/admin/comments/${comment.id}`, { status: "approved" });
    const res = await call("POST", "/api/admin/queue/undo", {
      notices: [a.id, b.id],
      comments: [comment.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ undone: 3 });
    const statuses = await t.db.select({ status: notices.status }).from(notices).where(eq(notices.id, a.id));
    expect(statuses).toEqual([{ status: "pending" }]);
    expect(await queueTotal()).toBe(3);
    t.clock.advance(MAIL_HOLD_MS);
    await t.deliverMail();
    expect(t.mail.to("a@example.org")).toHaveLength(0);
    expect(t.mail.to("b@example.org")).toHaveLength(0);
    expect((await audit()).filter((r) => r.action === "undo")).toHaveLength(3);
  });

  it("undoes nothing when one of them can no longer be undone", async () => {
    const a = await insertNotice(t.db, { status: "pending", approvedAt: null });
    const b = await insertNotice(t.db, { status: "pending", approvedAt: null });
    await call("PATCH", `/api/admin/notices/${a.id}/approve`);
    const res = await call("POST", "/api/admin/queue/undo", { notices: [a.id, b.id] });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, a.id));
    expect(row.status).toBe("active");
    expect((await audit()).map((r) => r.action)).toEqual(["approve"]);
    const empty = await call("POST", "/api/admin/queue/undo", { notices: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ notices: "Please choose something to undo" });
    // An id no integer column holds is refused as input, not a database error.
    for (const body of [{ notices: [2147483648] }, { comments: [2147483648] }]) {
      const tooBig = await call("POST", "/api/admin/queue/undo", body);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toHaveProperty("message");
    }
  });
});

describe("undo of a spam rejection", () => {
  it("gives the poster back their manage link and clears the reason", async () => {
    const notice = await insertNotice(t.db, { status: "pending" });
    const link = await issueManageLink(t.db, t.config, notice.id, t.clock.now());
    const token = link.split("/manage/")[1];
    const manage = async () =>
      (await t.app.inject({ method: "GET", url: `/api/manage/${token}` })).statusCode;
    expect(await manage()).toBe(200);

    const rejected = await call("PATCH", `/api/admin/notices/${notice.id}/reject`, { reason: "spam" });
    expect(rejected.statusCode).toBe(200);
    expect(await manage()).toBe(404);

    const undone = await call("POST", `/api/admin/notices/${notice.id}/undo`);
    expect(undone.json().status).toBe("pending");
    expect(await manage()).toBe(200);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row).toMatchObject({ status: "pending", rejectionReason: null, rejectionNote: null });
  });
});
