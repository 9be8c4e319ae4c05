import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import { buildNotice } from "../db/factories";
import { notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { RANKED_CANDIDATES, searchPlanFor } from "./notice-list-repository";
import { LIST_COUNT_CAP } from "./notice-list-service";

interface ListAnswer {
  data: { id: number; title: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number; totalIsCapped?: boolean };
}

let t: TestApp;
const MANY = Math.max(RANKED_CANDIDATES, LIST_COUNT_CAP) + 150;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  const rows = Array.from({ length: MANY }, (_, i) => {
    const when = new Date(now - i * HOUR);
    // Every notice matches "bench"; one in ten says it twice in the title, so ranking has something to reorder.
    const title =
      i % 10 === 5
        ? `Bench bench number ${i}`
        : i % 400 === 7
          ? `Theodolite and bench ${i}`
          : `Garden bench number ${i}`;
    return buildNotice({ title, createdAt: when, updatedAt: when, approvedAt: when });
  });
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(notices).values(rows.slice(i, i + 500));
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
    const seen: number[] = [];
    const limit = 100;
    for (let page = 1; (page - 1) * limit < MANY; page++) {
      seen.push(...(await list(`?search=bench&limit=${limit}&page=${page}`)).data.map((n) => n.id));
    }
    expect(seen).toHaveLength(MANY);
    expect(new Set(seen).size).toBe(MANY);
    // Past the ranked candidates the order is plain newest first: the oldest notice comes last.
    const oldest = await list(`?search=bench&limit=${limit}&page=${Math.ceil(MANY / limit)}`);
    expect(oldest.data.at(-1)?.title).toBe(`Garden bench number ${MANY - 1}`);
  });

  it("counts exactly below the cap", async () => {
    const answer = await list("?search=bench&limit=8");
    expect(answer.pagination.totalIsCapped).toBe(true);
    const few = await list("?search=number%205&limit=8");
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
  });

  it("answers the same notices either way", async () => {
    const rare = await list("?search=theodolite&limit=20");
    const expected = Array.from({ length: MANY }, (_, i) => i)
      .filter((i) => i % 400 === 7 && i % 10 !== 5)
      .map((i) => `Theodolite and bench ${i}`);
    expect(rare.data.map((n) => n.title)).toEqual(expected);
    expect(rare.pagination).toEqual({ page: 1, limit: 20, total: expected.length, totalPages: 1 });
    expect((await list("?search=theodolite%20garden")).data).toEqual([]);
  });
});
