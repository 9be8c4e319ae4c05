import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { BULK_RARE_WORD, buildBulkNotice } from "../test/factories";
import { notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { listQuerySql, type NoticeListFilter } from "./notice-list-repository";
import { parseNoticeListQuery, searchWords } from "./notice-list-service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  for (let i = 0; i < 4000; i += 500) {
    await t.db.insert(notices).values(Array.from({ length: 500 }, (_, j) => buildBulkNotice(i + j, now)));
  }
  // As after a day of autovacuum: statistics, and the GIN pending list merged into the index.
  await t.db.execute(sql`vacuum analyze notices`);
});
afterAll(async () => {
  await t.close();
});

/** The plan of one list page (scripts/bench.ts prints them again at 100,000 rows). */
async function plan(filter: Partial<NoticeListFilter>): Promise<string> {
  const query = listQuerySql({ featured: false, sort: "newest", ...filter }, t.clock.now(), 8, 0);
  const rows = await queryRows<Record<string, string>>(t.db, sql`explain ${query}`);
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

describe("public list queries on a few thousand notices", () => {
  const FULL_TEXT_INDEX = /notices_search_idx|notices_active_category_location_search_idx/;
  const cases: [string, Partial<NoticeListFilter>, RegExp][] = [
    ["home", {}, /notices_active_created_idx/],
    ["oldest", { sort: "oldest" }, /notices_active_created_idx/],
    ["category", { category: "jobs" }, /notices_active_category_(location_)?created_idx/],
    ["town", { location: "ludlow" }, /notices_active_(location|category_location)_created_idx/],
    [
      "category and town",
      { category: "events", location: "ludlow" },
      /notices_active_category_location_created_idx/,
    ],
    ["featured", { featured: true }, /notices_active_featured_created_idx/],
    ["most viewed", { sort: "most_viewed" }, /notices_active_views_idx/],
    [
      "cheapest first",
      { category: "items_for_sale", sort: "price_low" },
      /notices_active_category_price_idx/,
    ],
    [
      "dearest first",
      { category: "items_for_sale", sort: "price_high" },
      /notices_active_category_price_idx/,
    ],
    // A full-text index: the words' own, or on a PostgreSQL server the one that also holds category and town
    // (migration 0034), whichever the planner prices lower.
    ["search", { search: [BULK_RARE_WORD], sort: "relevance" }, FULL_TEXT_INDEX],
    ["two-word search", { search: ["oak", "tab"], sort: "relevance" }, FULL_TEXT_INDEX],
  ];
  for (const [name, filter, index] of cases) {
    it(`are served by an index: ${name}`, async () => {
      const text = await plan(filter);
      expect(text).toMatch(index);
      expect(text).not.toMatch(/Seq Scan on notices/);
    });
  }
});

describe("list query parsing", () => {
  it("keeps only letters and digits of a search, so no tsquery syntax gets through", () => {
    expect(searchWords("  Oak   TABLE!! ")).toEqual(["oak", "table"]);
    expect(searchWords("'); drop table x; --")).toEqual(["drop", "table", "x"]);
    expect(searchWords("a & b | !c :* <->")).toEqual(["a", "b", "c"]);
    expect(searchWords("cat's")).toEqual(["cats"]);
    expect(searchWords("!!!")).toBeUndefined();
    expect(searchWords("w ".repeat(50))).toHaveLength(10);
  });

  it("ranks a search by relevance unless a sort is chosen, and resets price sorts outside items for sale", () => {
    expect(parseNoticeListQuery({ search: "bike" }).filter.sort).toBe("relevance");
    expect(parseNoticeListQuery({ search: "bike", sort: "oldest" }).filter.sort).toBe("oldest");
    expect(parseNoticeListQuery({ search: "bike", sort: "nonsense" }).filter.sort).toBe("relevance");
    expect(parseNoticeListQuery({ sort: "price_low" }).filter.sort).toBe("newest");
    expect(parseNoticeListQuery({ sort: "price_high", category: "jobs" }).filter.sort).toBe("newest");
    expect(parseNoticeListQuery({ sort: "price_high", category: "items_for_sale" }).filter.sort).toBe(
      "price_high",
    );
    expect(parseNoticeListQuery({ category: ["jobs", "events"] }).filter.category).toBe("jobs");
    expect(parseNoticeListQuery({ location: "all" }).filter.location).toBeUndefined();
    expect(parseNoticeListQuery(undefined)).toEqual({
      page: 1,
      limit: 20,
      filter: { featured: false, sort: "newest" },
    });
  });
});
