import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import { buildNotice } from "../test/factories";
import { notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { hasAnyNotice, RANKED_CANDIDATES, SEARCH_SAMPLE, searchPlanFor } from "./notice-list-repository";
import { LIST_COUNT_CAP } from "./notice-list-service";

interface ListAnswer {
  data: { id: number; title: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number; totalIsCapped?: boolean };
}

let t: TestApp;

/** Every notice matches "bench"; one in ten says it twice, so ranking has something to reorder; a few are rare. */
function titleOf(i: number): string {
  if (i % 10 === 5) return `Bench bench number ${i}`;
  return i % 400 === 7 ? `Theodolite and bench ${i}` : `Garden bench number ${i}`;
}
/** More than the sample, so a rare word's search takes the bitmap plan. */
const MANY = SEARCH_SAMPLE + 150;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  const rows = Array.from({ length: MANY }, (_, i) => {
    const when = new Date(now - i * HOUR);
    const title =
      i % 10 === 5
        ? `Bench bench number ${i}`
        : i % 400 === 7
          ? `Theodolite and bench ${i}`
          : `Garden bench number ${i}`;
    return buildNotice({ title, createdAt: when, updatedAt: when, approvedAt: when });
  });
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(notices).values(rows.slice(i, i + 1000));
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<ListAnswer> {
  const res = await t.app.inject({ method: "GET", url: `/api/notices${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

describe("GET /api/notices over more than a thousand matches", () => {
  it("counts up to the cap and says so, instead of counting every match", async () => {
    const answer = await list("?page=1&limit=8");
    expect(answer.pagination).toEqual({
      page: 1,
      limit: 8,
      total: LIST_COUNT_CAP,
      totalPages: LIST_COUNT_CAP / 8,
      totalIsCapped: true,
    });
  });

  it("keeps offering the next page past the cap, so Load More keeps working", async () => {
    const deep = await list(`?page=${LIST_COUNT_CAP / 8 + 3}&limit=8`);
    expect(deep.data).toHaveLength(8);
    expect(deep.pagination.totalIsCapped).toBe(true);
    expect(deep.pagination.totalPages).toBeGreaterThan(deep.pagination.page);
  });

  it("ranks a search within the newest matches, then pages on newest first without repeating or skipping", async () => {
    const first = await list("?search=bench&limit=10");
    expect(first.data.slice(0, 10).every((n) => n.title.startsWith("Bench bench"))).toBe(true);
    // Pages of 100 across the end of the ranked candidates: together, exactly the newest notices, each once.
    const seen: string[] = [];
    const limit = 100;
    const pages = Math.ceil(RANKED_CANDIDATES / limit) + 2;
    for (let page = 1; page <= pages; page++) {
      seen.push(...(await list(`?search=bench&limit=${limit}&page=${page}`)).data.map((n) => n.title));
    }
    const newest = Array.from({ length: pages * limit }, (_, i) => titleOf(i));
    expect([...seen].sort()).toEqual([...newest].sort());
    // Past the ranked candidates the order is plain newest first.
    expect(seen.slice(RANKED_CANDIDATES)).toEqual(newest.slice(RANKED_CANDIDATES));
  });

  it("counts exactly below the cap", async () => {
    const answer = await list("?search=bench&limit=8");
    expect(answer.pagination.totalIsCapped).toBe(true);
    const few = await list("?search=number%2055&limit=8");
    expect(few.pagination.totalIsCapped).toBeUndefined();
  });
});

describe("searches choose how to find their matches from a sample, not from estimates", () => {
  it("walks the newest notices for a common word and collects a rare one from the full-text index", async () => {
    const now = t.clock.now();
    const plan = (words: string[]) =>
      searchPlanFor(t.db, { featured: false, sort: "relevance", search: words }, now).then((p) => p.plan);
    expect(await plan(["bench"])).toBe("index");
    expect(await plan(["theodolite"])).toBe("bitmap");
    expect(await plan(["theodolite", "garden"])).toBe("bitmap");
    // A town's list is shorter than the sample: walking it is cheap whatever the word.
    const inTown = await searchPlanFor(
      t.db,
      { featured: false, sort: "relevance", search: ["theodolite"], location: "ludlow" },
      now,
    );
    expect(inTown).toMatchObject({ plan: "index", sampledWholeList: true, sampleMatches: 0 });
  });

  it("answers the same notices either way", async () => {
    const rare = await list("?search=theodolite&limit=50");
    const expected = Array.from({ length: MANY }, (_, i) => i)
      .filter((i) => i % 400 === 7 && i % 10 !== 5)
      .map((i) => `Theodolite and bench ${i}`);
    expect(rare.data.map((n) => n.title)).toEqual(expected);
    expect(rare.pagination).toEqual({ page: 1, limit: 50, total: expected.length, totalPages: 1 });
    expect((await list("?search=theodolite%20garden")).data).toEqual([]);
  });

  it("finds a search's first match among the newest notices, and one older than them from the full-text index", async () => {
    const now = t.clock.now();
    const any = (words: string[]) =>
      hasAnyNotice(t.db, { featured: false, sort: "relevance", search: words }, now);
    expect(await any(["bench"])).toBe(true);
    // "Theodolite" is in the 8th newest notice and every 400th after; "number 3100" only in one of the oldest.
    expect(await any(["theodolite"])).toBe(true);
    expect(await any(["number", "3100"])).toBe(true);
    expect(await any(["sextant"])).toBe(false);
  });
});
