import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertNotice } from "../test/factories";
import { notices } from "../db/schema";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

async function titles(search: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/notices?search=${encodeURIComponent(search)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { title: string }[] }>().data.map((n) => n.title);
}

// A half-typed last word is looked up among the stored words (search_words), so that list must follow the notices.
describe("a half-typed last word finds the words notices hold now", () => {
  it("finds a word that arrived with a new notice, and one that arrived with an edit", async () => {
    const notice = await insertNotice(t.db, { title: "Spinning wheel for sale" });
    expect(await titles("spi")).toEqual(["Spinning wheel for sale"]);
    expect(await titles("wheel spi")).toEqual(["Spinning wheel for sale"]);
    expect(await titles("harps")).toEqual([]);

    await t.db.update(notices).set({ title: "Harpsichord for sale" }).where(eq(notices.id, notice.id));
    expect(await titles("harps")).toEqual(["Harpsichord for sale"]);
    expect(await titles("sale harpsi")).toEqual(["Harpsichord for sale"]);
    // The old word is still known, but no notice holds it any more.
    expect(await titles("spi")).toEqual([]);
  });

  it("matches the stemmed and the typed prefix alike, and a prefix no stored word begins finds nothing", async () => {
    await insertNotice(t.db, {
      title: "Raleigh bicycle",
      description: "Hybrid bicycle, new tyres and lights.",
    });
    expect(await titles("bicy")).toEqual(["Raleigh bicycle"]);
    expect(await titles("bicycles")).toEqual(["Raleigh bicycle"]);
    expect(await titles("tyre bicyc")).toEqual(["Raleigh bicycle"]);
    expect(await titles("bicyx")).toEqual([]);
  });
});
