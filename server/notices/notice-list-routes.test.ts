import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DAY, HOUR } from "../clock";
import { insertComment, insertNotice } from "../test/factories";
import { comments, notices, type NewNotice } from "../db/schema";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

interface ListAnswer {
  data: { id: number; title: string; isFeatured: boolean; viewCount: number; commentCount?: number }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

async function list(query = ""): Promise<ListAnswer> {
  const res = await t.app.inject({ method: "GET", url: `/api/notices${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json<ListAnswer>();
}

const titles = async (query = "") => (await list(query)).data.map((n) => n.title);

/** A notice posted `hoursAgo` hours before the test clock's now. */
function at(hoursAgo: number): Partial<NewNotice> {
  const when = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  return { createdAt: when, updatedAt: when, approvedAt: when };
}

describe("GET /api/notices: what is listed", () => {
  it("lists only active, unexpired notices, never pending, unverified, rejected or expired ones", async () => {
    const now = t.clock.now();
    await insertNotice(t.db, { title: "Live notice for everyone" });
    await insertNotice(t.db, { title: "Live until next week", expiresAt: new Date(now.getTime() + 7 * DAY) });
    await insertNotice(t.db, { title: "Pending verified notice", status: "pending", approvedAt: null });
    await insertNotice(t.db, {
      title: "Unverified notice here",
      status: "pending",
      verifiedAt: null,
      approvedAt: null,
    });
    await insertNotice(t.db, { title: "Rejected notice here", status: "rejected" });
    await insertNotice(t.db, { title: "Expired status notice", status: "expired" });
    await insertNotice(t.db, { title: "Active but past expiry", expiresAt: new Date(now.getTime() - HOUR) });

    const answer = await list();
    expect(answer.data.map((n) => n.title).sort()).toEqual([
      "Live notice for everyone",
      "Live until next week",
    ]);
    expect(answer.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
  });

  it("filters by category and by town; unknown values and location=all are ignored", async () => {
    await insertNotice(t.db, { title: "Bike in Ludlow", category: "items_for_sale", location: "ludlow" });
    await insertNotice(t.db, { title: "Bike in Wem", category: "items_for_sale", location: "wem" });
    await insertNotice(t.db, { title: "Job in Ludlow", category: "jobs", location: "ludlow" });

    expect((await titles("?category=items_for_sale")).sort()).toEqual(["Bike in Ludlow", "Bike in Wem"]);
    expect((await titles("?location=ludlow")).sort()).toEqual(["Bike in Ludlow", "Job in Ludlow"]);
    expect(await titles("?category=items_for_sale&location=ludlow")).toEqual(["Bike in Ludlow"]);
    for (const q of [
      "?location=all",
      "?category=community",
      "?location=paris",
      "?category=&location=",
      "?sort=cheapest",
    ]) {
      expect(await titles(q), q).toHaveLength(3);
    }
  });

  it("featured=true gives only notices featured now (not those whose paid period has ended)", async () => {
    const now = t.clock.now();
    await insertNotice(t.db, { title: "Featured by hand", isFeatured: true });
    await insertNotice(t.db, {
      title: "Paid and running",
      isFeatured: true,
      featuredUntil: new Date(now.getTime() + DAY),
    });
    await insertNotice(t.db, {
      title: "Paid but over",
      isFeatured: true,
      featuredUntil: new Date(now.getTime() - HOUR),
    });
    await insertNotice(t.db, { title: "Never featured" });

    const featured = await list("?featured=true");
    expect(featured.data.map((n) => n.title).sort()).toEqual(["Featured by hand", "Paid and running"]);
    expect(featured.data.every((n) => n.isFeatured)).toBe(true);
    expect(await titles()).toHaveLength(4);
    const all = await list();
    expect(all.data.find((n) => n.title === "Paid but over")?.isFeatured).toBe(false);
  });
});

describe("GET /api/notices: sorts", () => {
  beforeEach(async () => {
    await insertNotice(t.db, {
      ...at(3),
      title: "Middle",
      category: "items_for_sale",
      price: 50,
      viewCount: 1,
    });
    await insertNotice(t.db, {
      ...at(1),
      title: "Newest",
      category: "items_for_sale",
      price: 90,
      viewCount: 5,
    });
    await insertNotice(t.db, {
      ...at(5),
      title: "Oldest",
      category: "items_for_sale",
      price: 5,
      viewCount: 30,
    });
  });

  it("newest first by default; oldest and most viewed on request", async () => {
    expect(await titles()).toEqual(["Newest", "Middle", "Oldest"]);
    expect(await titles("?sort=newest")).toEqual(["Newest", "Middle", "Oldest"]);
    expect(await titles("?sort=oldest")).toEqual(["Oldest", "Middle", "Newest"]);
    expect(await titles("?sort=most_viewed")).toEqual(["Oldest", "Newest", "Middle"]);
  });

  it("price sorts apply with category=items_for_sale and fall back to newest anywhere else", async () => {
    expect(await titles("?category=items_for_sale&sort=price_low")).toEqual(["Oldest", "Middle", "Newest"]);
    expect(await titles("?category=items_for_sale&sort=price_high")).toEqual(["Newest", "Middle", "Oldest"]);
    expect(await titles("?sort=price_low")).toEqual(["Newest", "Middle", "Oldest"]);
    expect(await titles("?sort=price_high&category=jobs")).toEqual([]);
    await insertNotice(t.db, { ...at(2), title: "A job", category: "jobs" });
    await insertNotice(t.db, { ...at(4), title: "Old job", category: "jobs" });
    expect(await titles("?sort=price_low&category=jobs")).toEqual(["A job", "Old job"]);
  });

  it("most viewed follows views as they happen", async () => {
    const [middle] = await t.db.select().from(notices).where(eq(notices.title, "Middle"));
    expect((await titles("?sort=most_viewed"))[0]).toBe("Oldest");
    await t.db.update(notices).set({ viewCount: 100 }).where(eq(notices.id, middle.id));
    expect((await titles("?sort=most_viewed"))[0]).toBe("Middle");
  });
});

describe("GET /api/notices: pagination", () => {
  it("counts every match and pages through them", async () => {
    for (let i = 0; i < 11; i++) await insertNotice(t.db, { ...at(i), title: `Notice number ${i}` });
    const first = await list("?page=1&limit=4");
    expect(first.pagination).toEqual({ page: 1, limit: 4, total: 11, totalPages: 3 });
    expect(first.data.map((n) => n.title)).toEqual([
      "Notice number 0",
      "Notice number 1",
      "Notice number 2",
      "Notice number 3",
    ]);
    const last = await list("?page=3&limit=4");
    expect(last.data.map((n) => n.title)).toEqual(["Notice number 8", "Notice number 9", "Notice number 10"]);
    expect((await list("?page=9&limit=4")).data).toEqual([]);
  });

  it("clamps the limit to 1..100 and falls back to defaults for bad values", async () => {
    for (let i = 0; i < 3; i++) await insertNotice(t.db, { ...at(i) });
    expect((await list("?limit=0")).pagination).toMatchObject({ limit: 1, totalPages: 3 });
    expect((await list("?limit=-5")).pagination.limit).toBe(1);
    expect((await list("?limit=1000")).pagination.limit).toBe(100);
    expect((await list("?limit=abc&page=xyz")).pagination).toMatchObject({ page: 1, limit: 20 });
    expect((await list("?page=0")).pagination.page).toBe(1);
    expect((await list("?page=-3&limit=2.5")).pagination).toMatchObject({ page: 1, limit: 20 });
    expect((await list("?page=99999999999999999999")).data).toEqual([]);
    expect((await list("?page=1&page=2&limit=1")).pagination.page).toBe(1);
  });
});

describe("GET /api/notices: search", () => {
  it("finds words by their stem, ranks title hits first, and matches a half-typed last word", async () => {
    await insertNotice(t.db, {
      ...at(1),
      title: "Dining chairs for sale",
      description: "Four chairs, go well with an oak table in any farmhouse kitchen.",
    });
    await insertNotice(t.db, {
      ...at(9),
      title: "Solid oak table",
      description: "Farmhouse dining table, seats six comfortably, collection only.",
    });
    await insertNotice(t.db, {
      ...at(2),
      title: "Walking group",
      description: "We are walking every Sunday from Church Stretton, all welcome.",
    });
    await insertNotice(t.db, {
      ...at(3),
      title: "Raleigh bicycle",
      description: "Hybrid bicycle in good order, new tyres and lights, twenty one gears.",
    });

    expect(await titles("?search=walk")).toEqual(["Walking group"]);
    expect(await titles("?search=walks")).toEqual(["Walking group"]);
    expect(await titles("?search=bicy")).toEqual(["Raleigh bicycle"]);
    expect(await titles("?search=OAK")).toEqual(["Solid oak table", "Dining chairs for sale"]);
    expect(await titles("?search=oak%20tab")).toEqual(["Solid oak table", "Dining chairs for sale"]);
    expect(await titles("?search=oak&sort=newest")).toEqual(["Dining chairs for sale", "Solid oak table"]);
    expect(await titles("?search=oak%20bicycle")).toEqual([]);
    expect((await list("?search=table")).pagination.total).toBe(2);
  });

  it("never fails on hostile or odd search text", async () => {
    await insertNotice(t.db, { title: "Lost cat near the river" });
    const odd = [
      "'); drop table notices; --",
      "a & | ! :* ( ) <-> \\",
      "<script>alert(1)</script>",
      "the",
      "!!!",
      "x".repeat(5000),
      "café crème",
      "%00",
      "日本語",
    ];
    for (const search of odd) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/notices?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode, search).toBe(200);
    }
    expect(await titles("?search=" + encodeURIComponent("cat's"))).toEqual(["Lost cat near the river"]);
  });
});

describe("GET /api/notices: answers stay right as notices change", () => {
  it("reflects new, hidden and expiring notices at once", async () => {
    const now = t.clock.now();
    await insertNotice(t.db, { ...at(2), title: "First one" });
    const soon = await insertNotice(t.db, {
      ...at(1),
      title: "Expires soon",
      expiresAt: new Date(now.getTime() + 30_000),
    });
    expect((await list()).pagination.total).toBe(2);

    const added = await insertNotice(t.db, { ...at(0), title: "Just added" });
    expect(await titles()).toEqual(["Just added", "Expires soon", "First one"]);
    expect((await list()).pagination.total).toBe(3);

    await t.db.update(notices).set({ status: "rejected" }).where(eq(notices.id, added.id));
    expect(await titles()).toEqual(["Expires soon", "First one"]);

    t.clock.advance(31_000);
    expect(await titles()).toEqual(["First one"]);
    expect((await list()).pagination.total).toBe(1);
    expect(soon.id).toBeGreaterThan(0);
  });
  it("reflects edits to any shown field and comment moderation at once", async () => {
    const talk = await insertNotice(t.db, { category: "discussion", title: "Pub walks near Clun?" });
    const comment = await insertComment(t.db, talk.id, { status: "pending" });
    expect((await list()).data[0]).toMatchObject({ commentCount: 0 });

    await t.db.update(comments).set({ status: "approved" }).where(eq(comments.id, comment.id));
    expect((await list()).data[0]).toMatchObject({ commentCount: 1 });

    await t.db.update(notices).set({ imageUrl: "/uploads/abc.webp" }).where(eq(notices.id, talk.id));
    expect((await list()).data[0]).toMatchObject({ imageUrl: "/uploads/abc.webp" });

    await t.db.delete(comments).where(eq(comments.id, comment.id));
    expect((await list()).data[0]).toMatchObject({ commentCount: 0 });
  });
});

describe("GET /api/notices/:id", () => {
  it("answers a live notice and counts each view", async () => {
    const notice = await insertNotice(t.db, { title: "Viewed notice", viewCount: 4 });
    const first = await t.app.inject({ method: "GET", url: `/api/notices/${notice.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: notice.id,
      title: "Viewed notice",
      viewCount: 5,
      status: "active",
    });
    const second = await t.app.inject({ method: "GET", url: `/api/notices/${notice.id}` });
    expect(second.json().viewCount).toBe(6);
    expect((await list()).data[0].viewCount).toBe(6);
  });

  it("is 404 for hidden notices, unknown ids and ids that are not numbers", async () => {
    const now = t.clock.now();
    const hidden = [
      await insertNotice(t.db, { status: "pending" }),
      await insertNotice(t.db, { status: "pending", verifiedAt: null }),
      await insertNotice(t.db, { status: "rejected" }),
      await insertNotice(t.db, { status: "expired" }),
      // Expired more than 30 days ago: its "This notice has expired" page is gone too (server/manage tests the 410).
      await insertNotice(t.db, { expiresAt: new Date(now.getTime() - 31 * 24 * 3600_000) }),
    ];
    const paths = [
      ...hidden.map((n) => String(n.id)),
      "999999",
      "abc",
      "12abc",
      "-1",
      "0",
      "1.5",
      "99999999999999",
    ];
    for (const path of paths) {
      const res = await t.app.inject({ method: "GET", url: `/api/notices/${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ message: "Notice not found" });
    }
    const [row] = await t.db.select().from(notices).where(eq(notices.id, hidden[0].id));
    expect(row.viewCount).toBe(0);
  });

  it("adds the approved comment count to discussion notices, in lists and on the notice", async () => {
    const talk = await insertNotice(t.db, { category: "discussion", title: "Best pub walks?" });
    await insertNotice(t.db, { category: "jobs", title: "A job to do" });
    await insertComment(t.db, talk.id);
    await insertComment(t.db, talk.id);
    await insertComment(t.db, talk.id, { status: "pending" });
    await insertComment(t.db, talk.id, { status: "rejected" });

    const answer = await list();
    expect(answer.data.find((n) => n.id === talk.id)?.commentCount).toBe(2);
    expect(answer.data.find((n) => n.title === "A job to do")).not.toHaveProperty("commentCount");
    const detail = await t.app.inject({ method: "GET", url: `/api/notices/${talk.id}` });
    expect(detail.json().commentCount).toBe(2);
  });
});

describe("public answers", () => {
  it("never carry an e-mail address", async () => {
    const talk = await insertNotice(t.db, {
      category: "discussion",
      contactEmail: "secret.poster@example.org",
      isFeatured: false,
    });
    await insertComment(t.db, talk.id, { authorEmail: "secret.commenter@example.org" });
    const sale = await insertNotice(t.db, {
      category: "items_for_sale",
      contactEmail: "seller@example.org",
      isFeatured: true,
    });
    const urls = [
      "/api/notices",
      "/api/notices?featured=true&limit=100",
      "/api/notices?category=discussion",
      "/api/notices?category=items_for_sale&sort=price_low",
      "/api/notices?search=pub",
      "/api/notices?sort=most_viewed",
      `/api/notices/${talk.id}`,
      `/api/notices/${sale.id}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(res.body, url).not.toMatch(/contactEmail|verifiedAt|token/i);
    }
  });
});
