import { describe, expect, it } from "vitest";
import { NoticeListQuerySchema } from "../../common/notice-list-query-schema";
import { listPublicNotices, toNoticeListQuery } from "../notices/notice-list-service";
import { notices, type NewNotice } from "../db/schema";
import { buildBulkNotice } from "../test/factories";
import { recordingStatements } from "../test/recording-db";
import { searchRequests } from "../test/search-requests";
import { useTestApp } from "../test/test-app";

const t = useTestApp();
const { notice } = searchRequests(t);

interface Row {
  id: number;
  title: string;
  location: string;
  distanceMiles?: number;
}
interface ListAnswer {
  data: Row[];
  pagination: { total: number };
  interpreted?: { words: string; location?: string; within?: number; withoutLocation?: string };
  nearby?: Row[];
}

async function list(query: string, limit = 8): Promise<ListAnswer> {
  const res = await t.app.inject({ method: "GET", url: `/api/notices?limit=${limit}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}
const search = (words: string, extra = "") => list(`search=${encodeURIComponent(words)}${extra}`);
const rows = (answer: { data: Row[] } | undefined) =>
  (answer?.data ?? []).map((n) => [n.title, n.location, n.distanceMiles]);

describe("near: a town's list reaching the towns around it (issue 39)", () => {
  it("within=10 lists the town's own notices first, then the nearest towns', each labelled with its distance", async () => {
    // The newest is the farthest: distance orders before age.
    await notice("Settee in Cleobury", { location: "cleobury_mortimer" }, 1);
    await notice("Settee in Craven Arms", { location: "craven_arms" }, 2);
    await notice("Settee in Ludlow", { location: "ludlow" }, 3);
    await notice("Settee in Shrewsbury", { location: "shrewsbury" }, 4);
    await notice("Settee everywhere", { location: "all_shropshire" }, 5);
    const answer = await list("location=ludlow&within=10&search=settee");
    expect(rows(answer)).toEqual([
      ["Settee in Ludlow", "ludlow", 0],
      ["Settee in Craven Arms", "craven_arms", 7.1],
      ["Settee in Cleobury", "cleobury_mortimer", 10],
    ]);
    expect(answer.pagination.total).toBe(3);
    // Without a search too, and the same order in the newest-first list.
    expect(rows(await list("location=ludlow&within=10"))).toEqual(rows(answer));
    // A town alone: no distances, no other town.
    expect(rows(await list("location=ludlow&search=settee"))).toEqual([
      ["Settee in Ludlow", "ludlow", undefined],
    ]);
    // 1 to 50 miles: a larger value is 50 (Shrewsbury is 23.7 miles from Ludlow), a smaller 1.
    expect(rows(await list("location=ludlow&within=500&search=settee")).map((r) => r[0])).toContain(
      "Settee in Shrewsbury",
    );
    expect(rows(await list("location=ludlow&within=0&search=settee"))).toEqual([
      ["Settee in Ludlow", "ludlow", 0],
    ]);
  });

  it("pages and orders a within list town by town: the town's own in the order asked, then the next town's", async () => {
    await notice("Table A", { location: "ludlow", viewCount: 5 }, 1);
    await notice("Table B", { location: "ludlow", viewCount: 9 }, 2);
    await notice("Table C", { location: "ludlow", viewCount: 1 }, 3);
    await notice("Table D", { location: "craven_arms", viewCount: 50 }, 4);
    await notice("Table E", { location: "craven_arms", viewCount: 0 }, 5);
    await notice("Table F", { location: "shrewsbury" }, 6);
    const titles = async (query: string) =>
      (await list(`location=ludlow&within=10&${query}`, 2)).data.map((n) => n.title);
    for (const search of ["", "&search=table"]) {
      const order = "&sort=newest" + search;
      expect([
        ...(await titles(`page=1${order}`)),
        ...(await titles(`page=2${order}`)),
        ...(await titles(`page=3${order}`)),
      ]).toEqual(["Table A", "Table B", "Table C", "Table D", "Table E"]);
      expect(await titles(`page=4${order}`)).toEqual([]);
      expect([
        ...(await titles(`page=1&sort=oldest${search}`)),
        ...(await titles(`page=2&sort=oldest${search}`)),
      ]).toEqual(["Table C", "Table B", "Table A", "Table E"]);
      expect([
        ...(await titles(`page=1&sort=most_viewed${search}`)),
        ...(await titles(`page=2&sort=most_viewed${search}`)),
      ]).toEqual(["Table B", "Table A", "Table C", "Table D"]);
    }
  });

  it('"near Ludlow" and "within 5 miles of Ludlow" among the words set the distance and say so', async () => {
    await notice("Pine wardrobe", { location: "craven_arms" }, 1);
    await notice("Oak wardrobe", { location: "ludlow" }, 2);
    await notice("White wardrobe", { location: "cleobury_mortimer" }, 3);
    const near = await search("wardrobe near ludlow");
    expect(near.interpreted).toEqual({
      words: "wardrobe",
      location: "ludlow",
      within: 10,
      withoutLocation: "wardrobe",
    });
    expect(rows(near)).toEqual([
      ["Oak wardrobe", "ludlow", 0],
      ["Pine wardrobe", "craven_arms", 7.1],
      ["White wardrobe", "cleobury_mortimer", 10],
    ]);
    const eight = await search("wardrobe within 8 miles of ludlow");
    expect(eight.interpreted).toEqual({
      words: "wardrobe",
      location: "ludlow",
      within: 8,
      withoutLocation: "wardrobe",
    });
    expect(rows(eight).map((r) => r[0])).toEqual(["Oak wardrobe", "Pine wardrobe"]);
    // "in" keeps the town alone.
    expect(rows(await search("wardrobe in ludlow")).map((r) => r[0])).toEqual(["Oak wardrobe"]);
  });

  it("a town with fewer than 3 notices adds the best matches within 15 miles as nearby", async () => {
    await notice("Brown settee", { location: "ludlow" }, 1);
    await notice("Leather settee", { location: "craven_arms" }, 2);
    await notice("Corner settee", { location: "church_stretton" }, 3);
    await notice("Settee cushions", { location: "bishops_castle" }, 4);
    await notice("Grey settee", { location: "shrewsbury" }, 5);
    await notice("Garden spade", { location: "craven_arms" }, 6);
    const answer = await search("settee ludlow");
    expect(rows(answer)).toEqual([["Brown settee", "ludlow", undefined]]);
    expect((answer.nearby ?? []).map((n) => [n.title, n.location, n.distanceMiles])).toEqual([
      ["Leather settee", "craven_arms", 7.1],
      ["Corner settee", "church_stretton", 12.4],
      ["Settee cushions", "bishops_castle", 14.7],
    ]);
    // A town with none at all gets them too; a town with 3 or more does not.
    const none = await search("spade ludlow");
    expect(none.data).toEqual([]);
    expect((none.nearby ?? []).map((n) => n.title)).toEqual(["Garden spade"]);
    await notice("Red settee", { location: "ludlow" }, 7);
    await notice("Blue settee", { location: "ludlow" }, 8);
    expect((await search("settee ludlow")).nearby).toBeUndefined();
  });

  it("the nearby list is found and never counted: only its rows are shown", async () => {
    await notice("Brown settee", { location: "ludlow" }, 1);
    // More notices around Ludlow than a plan's sample reads, one in ten a settee: counting the matches would take a
    // statement of its own.
    const now = t.clock.now();
    for (let from = 0; from < 4_000; from += 2_000)
      await t.db.insert(notices).values(
        Array.from({ length: 2_000 }, (_, j): NewNotice => {
          const bulk = buildBulkNotice(from + j, now);
          const title = (from + j) % 10 ? bulk.title : `Settee ${from + j}`;
          return {
            ...bulk,
            title,
            description: title,
            location: "craven_arms",
            status: "active",
            expiresAt: null,
          };
        }),
      );
    // Every statement the list asks of the database, read through a recording database.
    const { ctx, statements } = recordingStatements(t.app.ctx);
    const answer = await listPublicNotices(
      ctx,
      toNoticeListQuery(
        NoticeListQuerySchema.parse({ limit: "8", location: "ludlow", search: "settee", sort: "newest" }),
      ),
    );
    expect(answer.data.map((n) => n.title)).toEqual(["Brown settee"]);
    expect(answer.pagination.total).toBe(1);
    expect(answer.nearby?.length).toBe(8);
    expect(answer.nearby?.every((n) => n.location === "craven_arms")).toBe(true);
    // The nearby list's statements leave the town out (`location <>`): they find rows, none counts them.
    const nearby = statements.filter((text) => /location\s*<>/.test(text));
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.filter((text) => /count\(\*\) as total/i.test(text))).toEqual([]);
  });

  it("the feed takes within too", async () => {
    await notice("Settee in Craven Arms", { location: "craven_arms" });
    await notice("Settee in Ludlow", { location: "ludlow" });
    const feed = (q: string) => t.app.inject({ method: "GET", url: `/feed.xml?${q}` }).then((r) => r.body);
    const near = await feed("location=ludlow&within=10&search=settee");
    expect(near).toContain("Settee in Craven Arms");
    expect(near).toContain("within=10");
    expect(await feed("location=ludlow&search=settee")).not.toContain("Settee in Craven Arms");
  });
});
