import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { insertComment, insertNotice } from "../test/factories";
import { contactMessages, notices } from "../db/schema";
import { MAIL_HOLD_MS } from "./undo-service";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";

let t: TestApp;
let admin: AdminHeaders;
beforeAll(async () => {
  // Stripe settings present (no call reaches Stripe here): the live mail offers featuring.
  t = await createTestApp({ config: { stripeSecretKey: "sk_test_x", stripeWebhookSecret: "whsec_x" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set("2026-06-01T10:00:00Z");
  await t.reset();
  admin = await loginAsAdmin(t);
});

const call = (method: "GET" | "PATCH" | "DELETE" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const pending = (overrides: Parameters<typeof insertNotice>[1] = {}) =>
  insertNotice(t.db, { status: "pending", approvedAt: null, ...overrides });

describe("approve", () => {
  it("makes a pending notice active with approvedAt and a 30-day expiry, and mails the poster its link", async () => {
    const notice = await pending({
      category: "items_for_sale",
      title: "Oak dining table!",
      contactEmail: "sam@example.org",
    });
    const res = await call("PATCH", `/api/admin/notices/${notice.id}/approve`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("active");
    expect(body.expiresAt).toBe("2026-07-01T10:00:00.000Z");
    const [row] = await t.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row.approvedAt?.toISOString()).toBe("2026-06-01T10:00:00.000Z");

    t.clock.advance(MAIL_HOLD_MS); // the poster's mail waits out the undo window
    await t.deliverMail();
    const [mail] = t.mail.to("sam@example.org");
    expect(mail.subject).toContain("live");
    const link = `http://localhost:3000/notice/${notice.id}/Oak-dining-table`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`${link}?feature=1`);
    expect(mail.text).toContain("1 July 2026");
  });

  it("gives discussions no expiry and no feature link", async () => {
    const notice = await pending({ category: "discussion", contactEmail: "chat@example.org" });
    const res = await call("PATCH", `/api/admin/notices/${notice.id}/approve`);
    expect(res.json().expiresAt).toBeNull();
    t.clock.advance(MAIL_HOLD_MS); // the poster's mail waits out the undo window
    await t.deliverMail();
    const [mail] = t.mail.to("chat@example.org");
    expect(mail.text).not.toContain("feature=1");
  });

  it("answers 409 on a notice that is not pending, and 404 on an unknown or unverified one", async () => {
    for (const status of ["active", "rejected", "expired"] as const) {
      const notice = await insertNotice(t.db, { status });
      const res = await call("PATCH", `/api/admin/notices/${notice.id}/approve`);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call("PATCH", "/api/admin/notices/999999/approve")).statusCode).toBe(404);
    const unverified = await pending({ verifiedAt: null });
    expect((await call("PATCH", `/api/admin/notices/${unverified.id}/approve`)).statusCode).toBe(404);
    expect(t.mail.sent).toHaveLength(0);
  });
});

describe("reject", () => {
  it("rejects a pending notice and mails the poster that it was not published", async () => {
    const notice = await pending({ contactEmail: "no@example.org" });
    const res = await call("PATCH", `/api/admin/notices/${notice.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("rejected");
    t.clock.advance(MAIL_HOLD_MS); // the poster's mail waits out the undo window
    await t.deliverMail();
    expect(t.mail.to("no@example.org")[0].subject).toContain("not published");
  });

  it("answers 409 on a notice that is not pending", async () => {
    for (const status of ["active", "rejected", "expired"] as const) {
      const notice = await insertNotice(t.db, { status });
      expect((await call("PATCH", `/api/admin/notices/${notice.id}/reject`)).statusCode, status).toBe(409);
    }
  });
});

describe("toggle-feature", () => {
  it("flips featuring on an active notice, with no end date", async () => {
    const notice = await insertNotice(t.db, {
      featuredUntil: new Date("2026-06-10T00:00:00Z"),
      isFeatured: true,
    });
    const off = await call("PATCH", `/api/admin/notices/${notice.id}/toggle-feature`);
    expect(off.json().isFeatured).toBe(false);
    const on = await call("PATCH", `/api/admin/notices/${notice.id}/toggle-feature`);
    expect(on.json().isFeatured).toBe(true);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row.featuredUntil).toBeNull();
  });

  it("answers 409 on a notice that is not active", async () => {
    for (const status of ["pending", "rejected", "expired"] as const) {
      const notice = await insertNotice(t.db, { status });
      expect((await call("PATCH", `/api/admin/notices/${notice.id}/toggle-feature`)).statusCode, status).toBe(
        409,
      );
    }
  });
});

describe("edit", () => {
  it("changes the fields sent and answers the admin notice", async () => {
    const notice = await insertNotice(t.db, { category: "items_for_sale", price: 10 });
    const res = await call("PATCH", `/api/admin/notices/${notice.id}`, {
      title: "Corrected title here",
      category: "jobs",
      location: "ludlow",
      price: "12.5",
      externalLink: "https://example.org/job",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Corrected title here",
      category: "jobs",
      location: "ludlow",
      price: 12.5,
      externalLink: "https://example.org/job",
      contactEmail: notice.contactEmail,
    });
    expect(res.json().description).toBe(notice.description);
  });

  it("corrects a hidden or closed notice's title and leaves its status as it was; a status of theirs is not settable", async () => {
    for (const status of ["hidden", "closed"] as const) {
      const notice = await insertNotice(t.db, { status });
      const res = await call("PATCH", `/api/admin/notices/${notice.id}`, { title: "Corrected title here" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: "Corrected title here", status });
      const refused = await call("PATCH", `/api/admin/notices/${notice.id}`, { status });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain("Please select a valid status");
    }
  });

  it("answers the spec's messages beneath each field", async () => {
    const notice = await insertNotice(t.db);
    const res = await call("PATCH", `/api/admin/notices/${notice.id}`, {
      title: "abc",
      category: "community",
      location: "x",
      status: "deleted",
      price: "-1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: "Title must be at least 5 characters",
      category: "Please select a valid category",
      location: "Location must be at least 2 characters",
      status: "Please select a valid status",
      price: "Price must be a valid number",
    });
  });

  it("refuses an event date that does not exist or that the database cannot hold (year 0 was a 500)", async () => {
    const notice = await insertNotice(t.db, { category: "events", price: null });
    for (const eventDate of ["0000-01-01", "2026-02-31", "10000-01-01"]) {
      const res = await call("PATCH", `/api/admin/notices/${notice.id}`, { eventDate });
      expect(res.statusCode, eventDate).toBe(400);
      expect(res.json().errors, eventDate).toEqual({ eventDate: "Please enter a valid date" });
    }
  });

  it("sets a new lifetime when a notice is made active again by hand", async () => {
    const notice = await insertNotice(t.db, {
      status: "expired",
      category: "jobs",
      expiresAt: new Date("2026-05-01"),
    });
    const res = await call("PATCH", `/api/admin/notices/${notice.id}`, { status: "active" });
    expect(res.json()).toMatchObject({ status: "active", expiresAt: "2026-07-01T10:00:00.000Z" });
  });

  it("ends a notice expired by hand now, so its page says it has expired, also one with no end date of its own", async () => {
    for (const category of ["services", "jobs"] as const) {
      const notice = await insertNotice(t.db, {
        category,
        approvedAt: new Date("2026-05-20T10:00:00Z"),
        expiresAt: category === "jobs" ? new Date("2026-06-19T10:00:00Z") : null,
      });
      const res = await call("PATCH", `/api/admin/notices/${notice.id}`, { status: "expired" });
      expect(res.json()).toMatchObject({ status: "expired", expiresAt: "2026-06-01T10:00:00.000Z" });
      const page = await t.app.inject({ method: "GET", url: `/api/notices/${notice.id}` });
      expect(page.statusCode).toBe(410);
      expect(page.json()).toMatchObject({ message: "This notice has expired", title: notice.title });
    }
  });

  it("recomputes the expiry when the category of an active notice changes", async () => {
    const approvedAt = new Date("2026-05-20T10:00:00Z");
    const notice = await insertNotice(t.db, {
      category: "jobs",
      approvedAt,
      expiresAt: new Date("2026-06-19T10:00:00Z"),
    });
    const res = await call("PATCH", `/api/admin/notices/${notice.id}`, { category: "services" });
    expect(res.json().expiresAt).toBeNull();
  });
});

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
}

function multipart(bytes: Buffer) {
  const boundary = "----admintest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { ...admin.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const uploaded = (imageUrl: string) =>
  path.join(t.config.dataDir, "uploads", imageUrl.replace("/uploads/", ""));

describe("image", () => {
  it("replaces the image through the posting pipeline and deletes the old files; removeImage drops it", async () => {
    const notice = await insertNotice(t.db);
    const first = await t.app.inject({
      method: "POST",
      url: `/api/admin/notices/${notice.id}/image`,
      ...multipart(await pngBytes()),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().imageUrl as string;
    expect(firstUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(fs.existsSync(uploaded(firstUrl))).toBe(true);

    const second = await t.app.inject({
      method: "POST",
      url: `/api/admin/notices/${notice.id}/image`,
      ...multipart(await pngBytes()),
    });
    const secondUrl = second.json().imageUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(uploaded(firstUrl))).toBe(false);

    const removed = await call("PATCH", `/api/admin/notices/${notice.id}`, { removeImage: true });
    expect(removed.json().imageUrl).toBeNull();
    expect(fs.existsSync(uploaded(secondUrl))).toBe(false);
  });

  it("refuses a file that is not an image with 415", async () => {
    const notice = await insertNotice(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/notices/${notice.id}/image`,
      ...multipart(Buffer.from("not an image at all")),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Please upload a valid image (JPEG, PNG, WebP)");
  });
});

describe("delete", () => {
  it("deletes the notice with its comments, messages and image files", async () => {
    const notice = await insertNotice(t.db, { category: "discussion" });
    await t.app.inject({
      method: "POST",
      url: `/api/admin/notices/${notice.id}/image`,
      ...multipart(await pngBytes()),
    });
    const [withImage] = await t.db.select().from(notices).where(eq(notices.id, notice.id));
    await insertComment(t.db, notice.id);
    await t.db.insert(contactMessages).values({
      noticeId: notice.id,
      name: "Jo",
      email: "jo@example.org",
      message: "Is it still available?",
    });
    const res = await call("DELETE", `/api/admin/notices/${notice.id}`);
    expect(res.statusCode).toBe(204);
    const left = await queryRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from notices)::int + (select count(*) from comments)::int + (select count(*) from contact_messages)::int as n`,
    );
    expect(left[0].n).toBe(0);
    expect(fs.existsSync(uploaded(withImage.imageUrl!))).toBe(false);
    expect((await call("DELETE", `/api/admin/notices/${notice.id}`)).statusCode).toBe(404);
  });
});

describe("list and stats", () => {
  it("counts and lists every status except unverified, newest first, with pagination", async () => {
    const base = new Date("2026-05-01T00:00:00Z").getTime();
    for (let i = 0; i < 12; i++) {
      await insertNotice(t.db, {
        status: i < 3 ? "pending" : i < 9 ? "active" : "expired",
        createdAt: new Date(base + i * 60_000),
      });
    }
    await insertNotice(t.db, { status: "rejected", createdAt: new Date(base + 99 * 60_000) });
    await insertNotice(t.db, {
      status: "pending",
      verifiedAt: null,
      createdAt: new Date(base + 100 * 60_000),
    });

    const stats = await call("GET", "/api/admin/stats");
    expect(stats.json()).toEqual({
      totalNotices: 13,
      pendingNotices: 3,
      activeNotices: 6,
      expiredNotices: 3,
    });

    const page1 = (await call("GET", "/api/admin/notices?page=1&limit=10&status=all")).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 10, total: 13, totalPages: 2 });
    expect(page1.data[0].status).toBe("rejected");
    expect(page1.data[0]).toHaveProperty("contactEmail");
    const page2 = (await call("GET", "/api/admin/notices?page=2&limit=10")).json();
    expect(page2.data).toHaveLength(3);

    const pendingOnly = (await call("GET", "/api/admin/notices?status=pending")).json();
    expect(pendingOnly.pagination.total).toBe(3);
    expect(pendingOnly.data.every((n: { status: string }) => n.status === "pending")).toBe(true);
    expect((await call("GET", "/api/admin/notices?status=bogus")).statusCode).toBe(400);
  });

  it("searches title, description and the poster's e-mail, with % and _ taken literally", async () => {
    await insertNotice(t.db, { title: "Vintage bicycle for sale", contactEmail: "a@example.org" });
    await insertNotice(t.db, {
      description: "Lovely bicycle basket included with everything else",
      contactEmail: "b@example.org",
    });
    await insertNotice(t.db, { title: "100% wool jumper for sale", contactEmail: "knitter_ann@example.org" });
    const search = async (q: string) =>
      (await call("GET", `/api/admin/notices?search=${encodeURIComponent(q)}`)).json().pagination
        .total as number;
    expect(await search("BICYCLE")).toBe(2);
    expect(await search("knitter_ann")).toBe(1);
    expect(await search("100%")).toBe(1);
    expect(await search("%")).toBe(1);
    expect(await search("_")).toBe(1);
  });
});
