import { describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import type { NewNotice } from "../db/schema";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

async function titles(words: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/notices?search=${encodeURIComponent(words)}&limit=8` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { title: string }[] }>().data.map((n) => n.title);
}

async function notice(title: string, more: Partial<NewNotice> = {}, hoursAgo = 1) {
  const when = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  return insertNotice(t.db, {
    title,
    description: more.description ?? `${title}. Collection only.`,
    category: "items_for_sale",
    location: "ludlow",
    createdAt: when,
    updatedAt: when,
    approvedAt: when,
    ...more,
  });
}

describe("the lexicon: words the thesaurus lacks (issue 39)", () => {
  it("finds a sister term through the lexicon, ranked below an exact match", async () => {
    // WordNet: dinghy's sister under "small boat" is a skiff; the newer notice is the sister term.
    await notice("Wooden dinghy", {}, 5);
    await notice("Fibreglass skiff with oars", {}, 1);
    expect(await titles("dinghy")).toEqual(["Wooden dinghy", "Fibreglass skiff with oars"]);
    expect(await titles("skiff")).toEqual(["Fibreglass skiff with oars", "Wooden dinghy"]);
  });

  it("matches a phrase synonym as a phrase", async () => {
    // WordNet: a rowboat is also a dinghy and a dory; "rowing boat" is a phrase of the lexicon.
    await notice("Old rowboat", {}, 2);
    await notice("Thames wherry", {}, 1);
    expect(await titles("dory")).toEqual(["Old rowboat"]);
    // "rowing boat" is read as one term of the lexicon (its sister, the wherry), not as "rowing" and "boat".
    expect(await titles("rowing boat")).toEqual(["Thames wherry"]);
  });
});
