import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../../common/storable-text";
import { insertComment, insertNotice } from "../test/factories";
import { notices } from "../db/schema";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let admin: AdminHeaders;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  admin = await loginAsAdmin(t);
});

const refusedOn = (field: string) => ({
  message: UNSTORABLE_TEXT_MESSAGE,
  errors: { [field]: UNSTORABLE_TEXT_MESSAGE },
});

describe("text the database cannot store", () => {
  it("is NUL or half a surrogate pair; whole pairs (emoji) and other control characters are fine", () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udfffy", "\udc00\ud800"])
      expect(isStorableText(bad)).toBe(false);
    for (const good of ["Ludlow 🏰", "\u0001\u007f", "\uffff", "O'Reilly — Café"])
      expect(isStorableText(good)).toBe(true);
  });

  it("is refused with 400 and a message on its field, on every kind of route", async () => {
    const discussion = await insertNotice(t.db, { category: "discussion", price: null });
    const comment = await insertComment(t.db, discussion.id);
    const cases: [string, InjectOptions, string][] = [
      [
        "contact",
        {
          method: "POST",
          url: "/api/contact",
          payload: {
            noticeId: discussion.id,
            name: "Meg\u0000an",
            email: "m@example.org",
            message: "Still for sale?",
          },
        },
        "name",
      ],
      [
        "comment",
        {
          method: "POST",
          url: `/api/notices/${discussion.id}/comments`,
          payload: { authorName: "Sarah", authorEmail: "s@example.org", content: "Lovely \ud83d walk" },
        },
        "content",
      ],
      [
        "report",
        { method: "POST", url: `/api/comments/${comment.id}/report`, payload: { reason: "Spam\u0000spam" } },
        "reason",
      ],
      [
        "login",
        {
          method: "POST",
          url: "/api/admin/login",
          headers: admin.headers,
          payload: { username: "\u0000", password: "x" },
        },
        "username",
      ],
      [
        "admin search",
        { method: "GET", url: "/api/admin/notices?search=bike%00", headers: admin.headers },
        "search",
      ],
      [
        "admin edit",
        {
          method: "PATCH",
          url: `/api/admin/notices/${discussion.id}`,
          headers: admin.headers,
          payload: { eventVenue: "Hall\u0000" },
        },
        "eventVenue",
      ],
      ["public search", { method: "GET", url: "/api/notices?search=a%00b" }, "search"],
    ];
    for (const [what, request, field] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual(refusedOn(field));
    }
    const posted = await postNoticeForm(t, validFields({ title: "Bike\u0000 for sale" }));
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toEqual(refusedOn("title"));
    expect(await t.db.select().from(notices)).toHaveLength(1);
  });
});

describe("numbers out of range", () => {
  it("clamp the admin list's page instead of failing", async () => {
    const res = await t.app.inject({
      url: "/api/admin/notices?page=99999999999999999999999999&limit=99999999999999999999",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 100_000, limit: 100 });
  });

  it("name no notice when an id is past what the database holds", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { noticeId: "2147483648", name: "Megan", email: "m@example.org", message: "Still for sale?" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ noticeId: "Notice not found" });
  });
});
