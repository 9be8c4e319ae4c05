import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import { insertComment, insertNotice } from "../test/factories";
import { comments } from "../db/schema";
import { loginAsAdmin } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  admin = (await loginAsAdmin(t)).headers;
});

const ADMIN_KEYS = [
  "authorEmail",
  "authorName",
  "content",
  "createdAt",
  "id",
  "isReported",
  "noticeId",
  "reportReason",
  "status",
  "title",
];

const list = (query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/comments${query}`, headers: admin });
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((c) => c.id);
const setStatus = (id: number | string, status: unknown) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/comments/${id}`, headers: admin, payload: { status } });
const remove = (id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/comments/${id}`, headers: admin });
const publicList = async (noticeId: number) =>
  (await t.app.inject({ method: "GET", url: `/api/notices/${noticeId}/comments` })).json<{ id: number }[]>();

async function storedComment(id: number) {
  const [row] = await t.db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/** One discussion with a comment in every state, each an hour older than the next. */
async function seedComments() {
  const notice = await insertNotice(t.db, {
    category: "discussion",
    title: "Best pub walks around Clun?",
    expiresAt: null,
  });
  const at = (hoursAgo: number) => new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  const pending = await insertComment(t.db, notice.id, {
    status: "pending",
    createdAt: at(1),
    authorEmail: "gareth@example.org",
  });
  const reported = await insertComment(t.db, notice.id, {
    status: "approved",
    createdAt: at(2),
    isReported: true,
    reportReason: "Advertising a business",
  });
  const approved = await insertComment(t.db, notice.id, { status: "approved", createdAt: at(3) });
  const rejected = await insertComment(t.db, notice.id, { status: "rejected", createdAt: at(4) });
  return { notice, pending, reported, approved, rejected };
}

describe("GET /api/admin/comments", () => {
  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/comments" });
    expect(res.statusCode).toBe(401);
  });

  it("lists every comment newest first with the author's e-mail, the report and the notice's title", async () => {
    const { notice, pending, reported, approved, rejected } = await seedComments();
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([pending.id, reported.id, approved.id, rejected.id]);
    const [first, second] = res.json();
    expect(Object.keys(first).sort()).toEqual(ADMIN_KEYS);
    expect(first).toMatchObject({
      noticeId: notice.id,
      title: "Best pub walks around Clun?",
      authorEmail: "gareth@example.org",
      status: "pending",
      isReported: false,
      reportReason: null,
    });
    expect(second).toMatchObject({
      isReported: true,
      reportReason: "Advertising a business",
      status: "approved",
    });
    expect((await list("?status=all")).json()).toHaveLength(4);
  });

  it("filters by status and by reported=true, alone or together", async () => {
    const { pending, reported, approved, rejected } = await seedComments();
    expect(ids(await list("?status=pending"))).toEqual([pending.id]);
    expect(ids(await list("?status=approved"))).toEqual([reported.id, approved.id]);
    expect(ids(await list("?status=rejected"))).toEqual([rejected.id]);
    expect(ids(await list("?reported=true"))).toEqual([reported.id]);
    expect(ids(await list("?status=approved&reported=true"))).toEqual([reported.id]);
    expect(ids(await list("?status=pending&reported=true"))).toEqual([]);
    expect(ids(await list("?reported=false"))).toHaveLength(4);
  });

  it("answers 400 for an unknown status", async () => {
    const res = await list("?status=deleted");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Status must be pending, approved or rejected");
  });
});

describe("PATCH /api/admin/comments/:id", () => {
  it("approving a pending comment shows it publicly", async () => {
    const { notice, pending, reported, approved } = await seedComments();
    const res = await setStatus(pending.id, "approved");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pending.id,
      status: "approved",
      authorEmail: "gareth@example.org",
    });
    expect((await publicList(notice.id)).map((c) => c.id)).toEqual([approved.id, reported.id, pending.id]);
  });

  it("approving a reported comment clears its report", async () => {
    const { reported } = await seedComments();
    const res = await setStatus(reported.id, "approved");
    expect(res.json()).toMatchObject({ status: "approved", isReported: false, reportReason: null });
    expect(await storedComment(reported.id)).toMatchObject({ isReported: false, reportReason: null });
    expect(ids(await list("?reported=true"))).toEqual([]);
  });

  it("rejecting a comment hides it from the public list", async () => {
    const { notice, reported, approved } = await seedComments();
    const res = await setStatus(reported.id, "rejected");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected" });
    expect((await publicList(notice.id)).map((c) => c.id)).toEqual([approved.id]);
    const report = await t.app.inject({
      method: "POST",
      url: `/api/comments/${reported.id}/report`,
      payload: { reason: "Still offensive" },
    });
    expect(report.statusCode).toBe(404);
  });

  it("answers 400 for a status other than approved or rejected, and 404 for an unknown comment", async () => {
    const { pending } = await seedComments();
    for (const status of ["pending", "deleted", undefined]) {
      const res = await setStatus(pending.id, status);
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().errors).toEqual({ status: "Status must be approved or rejected" });
    }
    expect((await storedComment(pending.id)).status).toBe("pending");
    expect((await setStatus(999999, "approved")).statusCode).toBe(404);
    expect((await setStatus("abc", "approved")).statusCode).toBe(404);
  });

  it("refuses a change from a foreign Origin with 403", async () => {
    const { pending } = await seedComments();
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/comments/${pending.id}`,
      headers: { ...admin, origin: "https://evil.example" },
      payload: { status: "approved" },
    });
    expect(res.statusCode).toBe(403);
    expect((await storedComment(pending.id)).status).toBe("pending");
  });
});

describe("DELETE /api/admin/comments/:id", () => {
  it("deletes a comment for good: gone from both lists, and a second delete is 404", async () => {
    const { notice, approved } = await seedComments();
    const res = await remove(approved.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await storedComment(approved.id)).toBeUndefined();
    expect(ids(await list())).not.toContain(approved.id);
    expect((await publicList(notice.id)).map((c) => c.id)).not.toContain(approved.id);
    expect((await remove(approved.id)).statusCode).toBe(404);
  });

  it("answers 401 without a session and leaves the comment alone", async () => {
    const { pending } = await seedComments();
    const res = await t.app.inject({ method: "DELETE", url: `/api/admin/comments/${pending.id}` });
    expect(res.statusCode).toBe(401);
    expect(await storedComment(pending.id)).toBeDefined();
  });
});

describe("the moderation journey through the API", () => {
  it("a visitor's comment waits, is approved, reported, then rejected and gone", async () => {
    const notice = await insertNotice(t.db, { category: "discussion", expiresAt: null });
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/notices/${notice.id}/comments`,
      payload: {
        authorName: "Priya",
        authorEmail: "priya@example.org",
        content: "The Crown does a lovely loop.",
      },
    });
    const id = posted.json().id as number;
    expect(await publicList(notice.id)).toEqual([]);
    expect(ids(await list("?status=pending"))).toEqual([id]);

    await setStatus(id, "approved");
    expect((await publicList(notice.id)).map((c) => c.id)).toEqual([id]);

    await t.app.inject({
      method: "POST",
      url: `/api/comments/${id}/report`,
      payload: { reason: "Off topic advert" },
    });
    const [flagged] = (await list("?reported=true")).json();
    expect(flagged).toMatchObject({ id, isReported: true, reportReason: "Off topic advert" });

    await setStatus(id, "rejected");
    expect(await publicList(notice.id)).toEqual([]);
    expect(ids(await list("?reported=true"))).toEqual([]);
  });
});
