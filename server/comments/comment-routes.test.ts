import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY, HOUR } from "../clock";
import { insertComment, insertNotice } from "../test/factories";
import { comments } from "../db/schema";
import { COMMENTS_PER_HOUR } from "./comment-service";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

const PUBLIC_KEYS = ["authorName", "content", "createdAt", "id", "noticeId", "status"];
const validComment = {
  authorName: "Sarah Evans",
  authorEmail: "sarah@example.org",
  content: "Try the Bury Ditches loop.",
};

const discussion = (overrides = {}) =>
  insertNotice(t.db, { category: "discussion", expiresAt: null, ...overrides });

function postComment(noticeId: number | string, payload: unknown = validComment, remoteAddress = "10.0.0.1") {
  return t.app.inject({
    method: "POST",
    url: `/api/notices/${noticeId}/comments`,
    payload: payload as object,
    remoteAddress,
  });
}

const SPAM = { reason: "Spam advertising a shop" };

function report(commentId: number | string, payload: object = SPAM, remoteAddress = "10.0.0.1") {
  return t.app.inject({ method: "POST", url: `/api/comments/${commentId}/report`, payload, remoteAddress });
}

const listComments = (noticeId: number | string) =>
  t.app.inject({ method: "GET", url: `/api/notices/${noticeId}/comments` });

async function storedComment(id: number) {
  const [row] = await t.db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/** Notices on which nobody may read or write comments. */
async function closedNotices() {
  return {
    "a notice of another category": await insertNotice(t.db, { category: "items_for_sale" }),
    "a pending discussion": await discussion({ status: "pending", approvedAt: null }),
    "an unverified discussion": await discussion({ status: "pending", verifiedAt: null, approvedAt: null }),
    "a rejected discussion": await discussion({ status: "rejected" }),
    "an expired discussion": await discussion({ status: "expired" }),
    "an active discussion past its expiry": await discussion({
      expiresAt: new Date(t.clock.now().getTime() - DAY),
    }),
  };
}

describe("GET /api/notices/:id/comments", () => {
  it("lists only approved comments, oldest first, as a plain array without e-mail or report data", async () => {
    const notice = await discussion();
    const now = t.clock.now().getTime();
    const newer = await insertComment(t.db, notice.id, {
      authorName: "Tom",
      createdAt: new Date(now - HOUR),
    });
    const older = await insertComment(t.db, notice.id, {
      authorName: "Priya",
      createdAt: new Date(now - 2 * HOUR),
      isReported: true,
      reportReason: "Rude to another neighbour",
    });
    await insertComment(t.db, notice.id, { status: "pending", createdAt: new Date(now - 3 * HOUR) });
    await insertComment(t.db, notice.id, { status: "rejected", createdAt: new Date(now - 4 * HOUR) });
    const other = await discussion();
    await insertComment(t.db, other.id);

    const res = await listComments(notice.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((c: { id: number }) => c.id)).toEqual([older.id, newer.id]);
    for (const comment of body) expect(Object.keys(comment).sort()).toEqual(PUBLIC_KEYS);
    expect(res.body).not.toContain("@example.org");
    expect(res.body).not.toContain("Rude to another neighbour");
    expect(body[0]).toMatchObject({ authorName: "Priya", status: "approved", noticeId: notice.id });
    expect(new Date(body[0].createdAt).toISOString()).toBe(body[0].createdAt);
  });

  it("answers an empty array for a discussion without approved comments", async () => {
    const notice = await discussion();
    const res = await listComments(notice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 for notices that are not active discussions, unknown ids and malformed ids", async () => {
    for (const [label, notice] of Object.entries(await closedNotices())) {
      await insertComment(t.db, notice.id);
      const res = await listComments(notice.id);
      expect(res.statusCode, label).toBe(404);
      expect(res.json(), label).toEqual({ message: "Notice not found" });
    }
    for (const id of ["999999", "abc", "0", "-1", "1.5"]) {
      expect((await listComments(id)).statusCode, id).toBe(404);
    }
  });

  it("keeps a discussion's comments while its expiry lies ahead", async () => {
    const notice = await discussion({ expiresAt: new Date(t.clock.now().getTime() + DAY) });
    await insertComment(t.db, notice.id);
    expect((await listComments(notice.id)).json()).toHaveLength(1);
  });
});

describe("POST /api/notices/:id/comments", () => {
  it("creates a pending comment, answers 201 with the public comment, and keeps it out of the public list", async () => {
    const notice = await discussion();
    const res = await postComment(notice.id, { ...validComment, authorName: "  Sarah Evans  " });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
    expect(body).toMatchObject({
      noticeId: notice.id,
      authorName: "Sarah Evans",
      content: validComment.content,
      status: "pending",
    });
    expect(body.createdAt).toBe(t.clock.now().toISOString());

    const stored = await storedComment(body.id);
    expect(stored).toMatchObject({
      authorEmail: "sarah@example.org",
      status: "pending",
      isReported: false,
      reportReason: null,
    });
    expect((await listComments(notice.id)).json()).toEqual([]);
  });

  it("refuses comments on notices that are not active discussions with 404", async () => {
    for (const [label, notice] of Object.entries(await closedNotices())) {
      const res = await postComment(notice.id);
      expect(res.statusCode, label).toBe(404);
      expect(res.json(), label).toEqual({ message: "Notice not found" });
    }
    expect((await postComment(999999)).statusCode).toBe(404);
    expect(await t.db.select().from(comments)).toEqual([]);
  });

  it.each([
    ["a one-letter name", "authorName", { authorName: "S" }, "Name must be at least 2 characters"],
    [
      "a name of spaces around one letter",
      "authorName",
      { authorName: "  S  " },
      "Name must be at least 2 characters",
    ],
    ["no name", "authorName", { authorName: undefined }, "Name must be at least 2 characters"],
    [
      "a malformed e-mail",
      "authorEmail",
      { authorEmail: "sarah-at-example" },
      "Please enter a valid email address",
    ],
    ["no e-mail", "authorEmail", { authorEmail: undefined }, "Please enter a valid email address"],
    ["a 3-character comment", "content", { content: "Hi!" }, "Comment must be at least 5 characters"],
    [
      "a short comment padded with spaces",
      "content",
      { content: "     Hi!      " },
      "Comment must be at least 5 characters",
    ],
    ["no comment", "content", { content: undefined }, "Comment must be at least 5 characters"],
    [
      "a 501-character comment",
      "content",
      { content: "x".repeat(501) },
      "Comment must be less than 500 characters",
    ],
  ])("rejects %s with the spec's message", async (_label, field, change, message) => {
    const notice = await discussion();
    const res = await postComment(notice.id, { ...validComment, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
    expect(await t.db.select().from(comments)).toEqual([]);
  });

  it("gives one message per field when several are wrong, and accepts exactly 500 characters", async () => {
    const notice = await discussion();
    const bad = await postComment(notice.id, { authorName: "", authorEmail: "x", content: "" });
    expect(bad.json().errors).toEqual({
      authorName: "Name must be at least 2 characters",
      authorEmail: "Please enter a valid email address",
      content: "Comment must be at least 5 characters",
    });
    const longest = await postComment(notice.id, { ...validComment, content: "x".repeat(500) });
    expect(longest.statusCode).toBe(201);
  });

  it("allows 10 comments an hour per client address, then 429 with Retry-After", async () => {
    const notice = await discussion();
    for (let i = 0; i < 10; i += 1) expect((await postComment(notice.id)).statusCode).toBe(201);
    const limited = await postComment(notice.id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/try again later/i);
    expect(await t.db.select().from(comments)).toHaveLength(10);

    expect((await postComment(notice.id, validComment, "10.0.0.2")).statusCode).toBe(201);
    t.clock.advance(HOUR + 1000);
    expect((await postComment(notice.id)).statusCode).toBe(201);
  });
});

describe("POST /api/comments/:id/report", () => {
  it("marks an approved comment reported with its reason, and the public list still shows no report data", async () => {
    const notice = await discussion();
    const comment = await insertComment(t.db, notice.id);
    const res = await report(comment.id, { reason: "  Advertising a business  " });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(await storedComment(comment.id)).toMatchObject({
      isReported: true,
      reportReason: "Advertising a business",
      status: "approved",
    });
    const list = await listComments(notice.id);
    expect(list.json()).toHaveLength(1);
    expect(list.body).not.toContain("Advertising a business");
  });

  it("answers 404 for pending, rejected and unknown comments, and comments on closed notices", async () => {
    const notice = await discussion();
    const pending = await insertComment(t.db, notice.id, { status: "pending" });
    const rejected = await insertComment(t.db, notice.id, { status: "rejected" });
    const expiredNotice = await discussion({ status: "expired" });
    const onExpired = await insertComment(t.db, expiredNotice.id);
    for (const id of [pending.id, rejected.id, onExpired.id, 999999, "abc"]) {
      const res = await report(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: "Comment not found" });
    }
    expect((await storedComment(pending.id)).isReported).toBe(false);
    expect((await storedComment(rejected.id)).isReported).toBe(false);
  });

  it.each([
    ["a 3-character reason", "Bad", "Reason must be at least 5 characters"],
    ["a short reason padded with spaces", "   Bad    ", "Reason must be at least 5 characters"],
    ["no reason", undefined, "Reason must be at least 5 characters"],
    ["a 501-character reason", "x".repeat(501), "Reason must be less than 500 characters"],
  ])("rejects %s with the spec's message", async (_label, reason, message) => {
    const notice = await discussion();
    const comment = await insertComment(t.db, notice.id);
    const res = await report(comment.id, reason === undefined ? {} : { reason });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { reason: message } });
    expect((await storedComment(comment.id)).isReported).toBe(false);
  });

  it("allows 10 reports an hour per client address, then 429 with Retry-After", async () => {
    const notice = await discussion();
    const comment = await insertComment(t.db, notice.id);
    for (let i = 0; i < 10; i += 1) expect((await report(comment.id)).statusCode).toBe(200);
    const limited = await report(comment.id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await report(comment.id, SPAM, "10.0.0.9")).statusCode).toBe(200);
    t.clock.advance(HOUR + 1000);
    expect((await report(comment.id)).statusCode).toBe(200);
  });
});

describe("the comment form posted without JavaScript (issue 38)", () => {
  const postForm = (noticeId: number | string, fields: Record<string, string>, remoteAddress = "10.0.0.2") =>
    t.app.inject({
      method: "POST",
      url: `/api/notices/${noticeId}/comments`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });
  const pendingComments = (noticeId: number) =>
    t.db.select().from(comments).where(eq(comments.noticeId, noticeId));

  it("stores the comment for the moderator and answers with the notice's page saying so", async () => {
    const notice = await discussion();
    const res = await postForm(notice.id, { ...validComment, content: "Café at the top — open till four." });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/notice/${notice.id}?comment=sent#comments`);
    const [stored] = await pendingComments(notice.id);
    expect(stored).toMatchObject({
      status: "pending",
      authorName: "Sarah Evans",
      authorEmail: "sarah@example.org",
      content: "Café at the top — open till four.",
    });
  });

  it("answers a refused comment with the page and the reason, storing nothing", async () => {
    const notice = await discussion();
    for (const fields of [
      { ...validComment, content: "Hi" },
      { ...validComment, authorEmail: "not an address" },
      { authorName: "S" },
    ]) {
      const res = await postForm(notice.id, fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/notice/${notice.id}?comment=invalid#comment-form`);
    }
    expect(await pendingComments(notice.id)).toEqual([]);
  });

  it("says too many at once when the address has posted its hour's comments", async () => {
    const notice = await discussion();
    for (let i = 0; i < COMMENTS_PER_HOUR; i++)
      expect((await postForm(notice.id, validComment, "10.0.0.3")).headers.location).toContain(
        "comment=sent",
      );
    expect((await postForm(notice.id, validComment, "10.0.0.3")).headers.location).toBe(
      `/notice/${notice.id}?comment=busy#comment-form`,
    );
  });

  it("answers 404 for a notice that takes no comments, and JSON posts as before", async () => {
    const { "a notice of another category": other } = await closedNotices();
    expect((await postForm(other.id, validComment)).statusCode).toBe(404);
    expect((await postForm("abc", validComment)).statusCode).toBe(404);
    const notice = await discussion();
    expect((await postComment(notice.id, { ...validComment, content: "Hi" })).statusCode).toBe(400);
    expect((await postComment(notice.id)).statusCode).toBe(201);
  });
});
