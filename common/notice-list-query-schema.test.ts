import { describe, expect, it } from "vitest";
import { NoticeListQuerySchema } from "./notice-list-query-schema";

const parse = (query: Record<string, unknown>) => NoticeListQuerySchema.parse(query);

describe("the list query schema never refuses a query", () => {
  it("reads a well-formed query as its values", () => {
    expect(
      parse({
        page: "3",
        limit: "12",
        category: "jobs",
        location: "ludlow",
        search: "  oak   table ",
        sort: "oldest",
        featured: "true",
      }),
    ).toEqual({
      page: 3,
      limit: 12,
      category: "jobs",
      location: "ludlow",
      search: "oak table",
      sort: "oldest",
      featured: true,
    });
  });

  it("gives the defaults for an empty query", () => {
    expect(parse({})).toEqual({ page: 1, limit: 20, featured: false });
  });

  it("drops unknown category, location, sort and featured values, as the hand parser did", () => {
    const parsed = parse({ category: "cars", location: "london", sort: "cheapest", featured: "yes" });
    expect(parsed).toEqual({ page: 1, limit: 20, featured: false });
    expect(parse({ location: "all" }).location).toBeUndefined();
    expect(parse({ featured: "1" }).featured).toBe(true);
    expect(parse({ featured: "0" }).featured).toBe(false);
  });

  it("falls back to the default page and limit for text that is no whole number, and clamps the rest", () => {
    for (const bad of ["abc", "1.5", "1e3", "", "0x10", ["x"], { a: 1 }]) {
      expect(parse({ page: bad, limit: bad }), JSON.stringify(bad)).toMatchObject({ page: 1, limit: 20 });
    }
    expect(parse({ page: "0", limit: "0" })).toMatchObject({ page: 1, limit: 1 });
    expect(parse({ page: "-4", limit: "500" })).toMatchObject({ page: 1, limit: 100 });
    expect(parse({ page: " 7 ", limit: "9".repeat(30) })).toMatchObject({ page: 7, limit: 100 });
    expect(parse({ page: "9".repeat(31) }).page).toBe(1);
    expect(parse({ page: "999999999" }).page).toBe(100_000);
  });

  it("takes the first value of a repeated key", () => {
    expect(parse({ category: ["jobs", "events"], page: ["2", "5"], search: ["bike", "car"] })).toMatchObject({
      category: "jobs",
      page: 2,
      search: "bike",
    });
  });

  it("keeps an empty or blank search out", () => {
    expect(parse({ search: "   " }).search).toBeUndefined();
    expect(parse({ search: "" }).search).toBeUndefined();
  });
});
