import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { pageViews, searchMisses } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";

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

describe("analytics", () => {
  it("counts visits, posts, decisions, top categories and towns, and searches that found nothing", async () => {
    const day = (d: string) => new Date(`2026-05-${d}T09:00:00Z`);
    await t.db.insert(pageViews).values([
      { page: "home", createdAt: day("30") },
      { page: "category", category: "jobs", createdAt: day("30") },
      { page: "category", category: "jobs", createdAt: day("31") },
      { page: "notice", createdAt: day("01") },
    ]);
    await insertNotice(t.db, {
      location: "ludlow",
      verifiedAt: day("30"),
      approvedAt: new Date("2026-05-30T13:00:00Z"),
    });
    await insertNotice(t.db, {
      location: "ludlow",
      verifiedAt: day("31"),
      approvedAt: new Date("2026-05-31T10:00:00Z"),
    });
    const found = await t.app.inject({ method: "GET", url: "/api/notices?search=theodolite" });
    expect(found.json().pagination.total).toBe(0);
    await t.storeSearchMisses();
    expect(await t.db.select().from(searchMisses)).toHaveLength(1);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/analytics?days=7",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.visitsPerDay).toEqual([
      { day: "2026-05-30", visits: 2 },
      { day: "2026-05-31", visits: 1 },
    ]);
    expect(a.noticesPerDay).toEqual([
      { day: "2026-05-30", posted: 1, approved: 1, rejected: 0 },
      { day: "2026-05-31", posted: 1, approved: 1, rejected: 0 },
    ]);
    expect(a.topCategories).toEqual([{ key: "jobs", count: 2 }]);
    expect(a.topTowns).toEqual([{ key: "ludlow", count: 2 }]);
    expect(a.medianDecisionHours).toBe(2.5);
    expect(a.zeroResultSearches).toEqual([{ key: "theodolite", count: 1 }]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/analytics?days=5", headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  it("stores the same words that found nothing as one row with their count, however often they are searched", async () => {
    for (let i = 0; i < 40; i++) await t.app.inject({ method: "GET", url: "/api/notices?search=theodolite" });
    await t.app.inject({ method: "GET", url: "/api/notices?search=sextant" });
    await t.storeSearchMisses();
    await t.app.inject({ method: "GET", url: "/api/notices?search=theodolite" });
    await t.storeSearchMisses();
    const rows = await t.db
      .select({ words: searchMisses.words, count: searchMisses.count })
      .from(searchMisses);
    expect(rows.sort((a, b) => a.words.localeCompare(b.words) || a.count - b.count)).toEqual([
      { words: "sextant", count: 1 },
      { words: "theodolite", count: 1 },
      { words: "theodolite", count: 40 },
    ]);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/analytics?days=7",
      headers: admin.headers,
    });
    expect(res.json().zeroResultSearches).toEqual([
      { key: "theodolite", count: 41 },
      { key: "sextant", count: 1 },
    ]);
  });
});
