import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoticeListQuerySchema } from "../../common/notice-list-query-schema";
import { HOUR } from "../clock";
import { runsSideBySide } from "../db/client";
import { notices } from "../db/schema";
import { buildNotice } from "../test/factories";
import { recordingStatements } from "../test/recording-db";
import { createTestApp, type TestApp } from "../test/test-app";
import { SEARCH_WALK } from "./notice-search-repository";
import { listPublicNotices, toNoticeListQuery } from "./notice-list-service";

/**
 * A board of 3,200 notices, one an hour. "Kettle" is in one of the newest SEARCH_WALK notices and three far older
 * ones; "teapot" in two of the newest and nine older ones, spread over the rest of the board. One notice in 140 is a
 * job in Ludlow: a small list.
 */
const BOARD = 3_200;
const KETTLE = [30, 2_000, 2_500, 3_100];
const TEAPOT = [50, 150, ...Array.from({ length: 9 }, (_, k) => 600 + 300 * k)];

const inSmallList = (i: number) =>
  ({
    category: i % 7 === 0 ? "jobs" : "items_for_sale",
    location: i % 20 === 0 ? "ludlow" : "shrewsbury",
  }) as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  const rows = Array.from({ length: BOARD }, (_, i) => {
    const when = new Date(now - i * HOUR);
    const title = KETTLE.includes(i)
      ? `Copper kettle ${i}`
      : TEAPOT.includes(i)
        ? `Blue teapot ${i}`
        : `Garden bench number ${i}`;
    return buildNotice({
      title,
      ...inSmallList(i),
      createdAt: when,
      updatedAt: when,
      approvedAt: when,
      expiresAt: null,
    });
  });
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(notices).values(rows.slice(i, i + 1000));
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The first page of a search, newest first, with every statement it asked of the database. */
async function searchNewest(word: string) {
  const { ctx, statements } = recordingStatements(t.app.ctx);
  const answer = await listPublicNotices(
    ctx,
    toNoticeListQuery(NoticeListQuerySchema.parse({ limit: "8", search: word, sort: "newest" })),
  );
  return { answer, fromIndex: fromIndex(statements), counts: counts(statements) };
}

/**
 * The statements that collect matches from the full-text index (the walk along the newest rows and the ranking read
 * the table by its order and by id).
 */
const fromIndex = (statements: string[]) =>
  statements.filter((text) =>
    /^select n\.id(, count\(\*\) over \(\) as total)? from notices n\s+where/.test(text),
  );
/** The count asked on its own. */
const counts = (statements: string[]) => statements.filter((text) => /count\(\*\) as total from/.test(text));
/** The walks along a list's newest rows. */
const walks = (statements: string[]) => statements.filter((text) => /row_number\(\) over/.test(text));

const titles = (answer: { data: { title: string }[] }) => answer.data.map((n) => n.title);

describe("a search's rare matches are read from the full-text index once (issue 39)", () => {
  it("asks the index for all of them at once when the window it would try reaches past the oldest notice", async () => {
    const { answer, fromIndex, counts } = await searchNewest("kettle");
    expect(titles(answer)).toEqual(KETTLE.map((i) => `Copper kettle ${i}`));
    expect(answer.pagination.total).toBe(KETTLE.length);
    // One walk found one match among the newest SEARCH_WALK: a window of that pace would reach back past the board's
    // first notice. Before, two such windows were asked, then the whole index.
    expect(KETTLE.filter((i) => i < SEARCH_WALK)).toHaveLength(1);
    expect(fromIndex).toHaveLength(1);
    // (A server starts the count beside the search, on a second connection, as soon as the walk falls short.)
    if (!runsSideBySide(t.db)) expect(counts).toEqual([]);
  });

  it("counts the matches as it reads them, where the count would otherwise wait for the search", async () => {
    const { answer, fromIndex, counts } = await searchNewest("teapot");
    expect(titles(answer)).toEqual(TEAPOT.slice(0, 8).map((i) => `Blue teapot ${i}`));
    expect(answer.pagination).toMatchObject({ total: TEAPOT.length, totalPages: 2 });
    if (runsSideBySide(t.db)) return;
    // The embedded database runs one statement at a time. The walk's rate says the board holds a few dozen teapots
    // at most, so they are all read and counted in one look at the index, not a window of the newest and then a count.
    expect(fromIndex).toHaveLength(1);
    expect(fromIndex[0]).toMatch(/count\(\*\) over \(\)/);
    expect(counts).toEqual([]);
  });

  it("searches a list it has measured as small from the index at once, without walking it again", async () => {
    // One recording database for both searches: what a walk measured is kept for the database that measured it.
    const { ctx, statements } = recordingStatements(t.app.ctx);
    const jobsInLudlow = async (word: string) => {
      statements.length = 0;
      const query = { limit: "8", search: word, sort: "newest", category: "jobs", location: "ludlow" };
      return listPublicNotices(ctx, toNoticeListQuery(NoticeListQuerySchema.parse(query)), { extras: false });
    };
    await jobsInLudlow("copper");
    expect(walks(statements)).toHaveLength(1);
    const garden = await jobsInLudlow("garden");
    // Its 23 notices are far fewer than a walk reads: the garden benches among them come from the index, counted.
    expect(walks(statements)).toEqual([]);
    expect(fromIndex(statements)).toHaveLength(1);
    expect(counts(statements)).toEqual([]);
    const benches = Array.from({ length: BOARD }, (_, i) => i)
      .filter((i) => inSmallList(i).category === "jobs" && inSmallList(i).location === "ludlow")
      .filter((i) => !KETTLE.includes(i) && !TEAPOT.includes(i));
    expect(garden.pagination.total).toBe(benches.length);
    expect(titles(garden)).toEqual(benches.slice(0, 8).map((i) => `Garden bench number ${i}`));
  });
});
