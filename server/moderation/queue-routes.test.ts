import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertComment, insertNotice } from "../test/factories";
import { auditLog, commentReports, mailOutbox, notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { MAIL_HOLD_MS } from "./undo-service";

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
const pending = (overrides: Parameters<typeof insertNotice>[1] = {}) =>
  insertNotice(t.db, { status: "pending", approvedAt: null, ...overrides });
const actions = async () => (await t.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => r.action);

describe("preview", () => {
  it("shows an admin a notice in any status, even unverified, and no one else", async () => {
    const hidden = await pending({ title: "Pending bike", verifiedAt: null });
    const res = await call("GET", `/api/admin/notices/${hidden.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: hidden.id, title: "Pending bike", status: "pending" });
    expect(res.json().contactEmail).toBe(hidden.contactEmail);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url: `/api/admin/notices/${hidden.id}` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${hidden.id}` })).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/notices/99999")).statusCode).toBe(404);
  });
});

describe("queue", () => {
  it("lists reported items first (most reported first), then pending notices oldest first, with poster history", async () => {
    await insertNotice(t.db, { contactEmail: "regular@example.org", status: "rejected", approvedAt: null });
    await insertNotice(t.db, { contactEmail: "regular@example.org" });
    const older = await pending({ title: "First in", contactEmail: "regular@example.org" });
    const newer = await pending({ title: "Second in" });
    await pending({ title: "Not confirmed", verifiedAt: null });
    const live = await insertNotice(t.db, { title: "Reported once" });
    const discussion = await insertNotice(t.db, { category: "discussion" });
    const comment = await insertComment(t.db, discussion.id, {
      isReported: true,
      reportReason: "rude words",
    });
    await t.db.insert(commentReports).values([
      { commentId: comment.id, reporterHash: "a", reason: "rude words" },
      { commentId: comment.id, reporterHash: "b", reason: "very rude" },
    ]);
    const report = await t.app.inject({
      method: "POST",
      url: `/api/notices/${live.id}/report`,
      payload: { reason: "scam", details: "Asks for payment by gift card" },
    });
    expect(report.statusCode).toBe(201);

    const res = await call("GET", "/api/admin/queue");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
    const keys = page.items.map((i: { kind: string; notice?: { id: number }; comment?: { id: number } }) =>
      i.kind === "notice" ? `n${i.notice!.id}` : `c${i.comment!.id}`,
    );
    expect(keys).toEqual([`c${comment.id}`, `n${live.id}`, `n${older.id}`, `n${newer.id}`]);
    expect(page.items[0].reports.map((r: { reason: string }) => r.reason)).toEqual([
      "rude words",
      "very rude",
    ]);
    expect(page.items[0].comment.noticeTitle).toBe(discussion.title);
    expect(page.items[1].reports[0]).toMatchObject({
      reason: "scam",
      details: "Asks for payment by gift card",
    });
    expect(page.items[2].poster).toMatchObject({ posted: 3, approved: 1, rejected: 1 });
    expect(page.items[3].poster).toMatchObject({ posted: 1, approved: 0, rejected: 0 });
  });

  it("holds new comments waiting for approval, after the reports and before pending notices", async () => {
    const notice = await pending({ title: "Waiting notice" });
    const discussion = await insertNotice(t.db, { category: "discussion" });
    const reported = await insertComment(t.db, discussion.id, { isReported: true, reportReason: "rude" });
    const fresh = await insertComment(t.db, discussion.id, { status: "pending", content: "Count me in" });
    await insertComment(t.db, discussion.id, { status: "rejected" });

    const page = (await call("GET", "/api/admin/queue")).json();
    expect(page.total).toBe(3);
    expect(page.items.map((i: { kind: string; reason: string }) => `${i.kind} ${i.reason}`)).toEqual([
      "comment reported",
      "comment pending",
      "notice pending",
    ]);
    expect(page.items[0].comment.id).toBe(reported.id);
    expect(page.items[1].comment).toMatchObject({ id: fresh.id, content: "Count me in", status: "pending" });
    expect(page.items[2].notice.id).toBe(notice.id);

    expect((await call("PATCH", `/api/admin/comments/${fresh.id}`, { status: "approved" })).statusCode).toBe(
      200,
    );
    expect((await call("GET", "/api/admin/queue")).json().total).toBe(2);
    expect((await call("POST", `/api/admin/comments/${fresh.id}/undo`)).statusCode).toBe(200);
    const back = (await call("GET", "/api/admin/queue")).json();
    expect(back.total).toBe(3);
    expect(back.items[1].comment).toMatchObject({ id: fresh.id, status: "pending" });
  });

  it("pages pending notices 50 at a time with a cursor", async () => {
    for (let i = 0; i < 52; i += 1) await pending();
    const first = (await call("GET", "/api/admin/queue")).json();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(52);
    const second = (await call("GET", `/api/admin/queue?cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect((await call("GET", "/api/admin/queue?cursor=x")).statusCode).toBe(400);
  });
});

describe("undo", () => {
  it("reverses an approve within 10 seconds and the poster is never mailed", async () => {
    const notice = await pending({ contactEmail: "undo@example.org" });
    expect((await call("PATCH", `/api/admin/notices/${notice.id}/approve`)).statusCode).toBe(200);
    expect(await t.deliverMail()).toBe(0);
    t.clock.advance(9_000);
    const res = await call("POST", `/api/admin/notices/${notice.id}/undo`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "pending", expiresAt: null });
    t.clock.advance(MAIL_HOLD_MS);
    await t.deliverMail();
    expect(t.mail.to("undo@example.org")).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await call("POST", `/api/admin/notices/${notice.id}/undo`)).statusCode).toBe(409);
    expect(await actions()).toEqual(["login", "approve", "undo"]);
  });

  it("sends the mail once the window has passed, and refuses a late undo", async () => {
    const notice = await pending({ contactEmail: "late@example.org" });
    await call("PATCH", `/api/admin/notices/${notice.id}/reject`, { reason: "duplicate" });
    t.clock.advance(MAIL_HOLD_MS);
    expect(await t.deliverMail()).toBe(1);
    expect(t.mail.to("late@example.org")).toHaveLength(1);
    const res = await call("POST", `/api/admin/notices/${notice.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("It is too late to undo this action");
    const [row] = await t.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row.status).toBe("rejected");
  });
});

describe("audit log", () => {
  it("records every moderation action with its admin, target and details", async () => {
    const a = await pending({ title: "Old title here" });
    const b = await pending();
    await call("PATCH", `/api/admin/notices/${a.id}/approve`);
    await call("PATCH", `/api/admin/notices/${b.id}/reject`, { reason: "spam", note: "Crypto again" });
    await call("PATCH", `/api/admin/notices/${a.id}`, { title: "New title here" });
    await call("PATCH", `/api/admin/notices/${a.id}/toggle-feature`);
    await call("DELETE", `/api/admin/notices/${a.id}`);
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { origin: t.config.publicUrl },
      payload: { username: "moderator", password: "not the password" },
    });
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      "login",
      "approve",
      "reject",
      "edit",
      "feature",
      "delete",
      "login_failed",
    ]);
    expect(rows[1]).toMatchObject({ adminUsername: "moderator", targetType: "notice", targetId: a.id });
    expect(rows[2].details).toMatchObject({ reason: "spam", note: "Crypto again" });
    expect(rows[3].details).toEqual({ fields: { title: { from: "Old title here", to: "New title here" } } });
    expect(rows[6]).toMatchObject({ adminId: null, details: { username: "moderator" } });

    const history = await call("GET", `/api/admin/audit?noticeId=${a.id}`);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual([
      "delete",
      "feature",
      "edit",
      "approve",
    ]);
    const rejections = (await call("GET", "/api/admin/audit?action=reject")).json().items;
    expect(rejections).toHaveLength(1);
    expect(rejections[0]).toMatchObject({ admin: "moderator", targetId: b.id, details: { reason: "spam" } });
  });
});
