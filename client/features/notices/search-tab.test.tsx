import { beforeEach, describe, expect, it } from "vitest";
import { followOf, noteSearchAnswer } from "./search-tab";

beforeEach(() => sessionStorage.clear());

describe("learning from searches: the tab's half (issue 39)", () => {
  it("pairs a search that found nothing with a later search whose result is opened, once per tab", () => {
    noteSearchAnswer("Dinghy", false);
    noteSearchAnswer("rowing boat", true);
    const follow = followOf("rowing boat");
    expect(follow).toMatchObject({ missed: "dinghy", opened: "rowing boat" });
    expect(follow?.tab).toMatch(/^[0-9a-f]{32}$/);
    expect(followOf("rowing boat")).toBeUndefined();
    // Kept in sessionStorage only, never a cookie.
    expect(document.cookie).toBe("");
    expect(sessionStorage.getItem("nb-search-tab")).toContain(follow!.tab);
  });

  it("drops the tab's id and its missed search after 30 minutes", () => {
    noteSearchAnswer("dinghy", false);
    const idOf = () => (JSON.parse(sessionStorage.getItem("nb-search-tab") ?? "{}") as { id?: string }).id;
    const id = idOf();
    expect(followOf("skiff", Date.now() + 31 * 60 * 1000)).toBeUndefined();
    expect(idOf()).not.toBe(id);
  });
});
