import { beforeEach, describe, expect, it } from "vitest";
import { interceptApi } from "@/test/intercept-api";
import { followOf, noteSearchAnswer, noteSearchedPage } from "./search-tab";

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

describe("learning from searches on a page that has not woken (issue 38)", () => {
  it("reads the search and its answer the server rendered, and a result opened from its list", async () => {
    const api = interceptApi(() => ({ status: 204, json: null }));
    try {
      document.body.innerHTML = `<section data-search="dinghy" data-found="false"></section>`;
      noteSearchedPage();
      document.body.innerHTML = `<section data-search="rowing boat" data-found="true">
        <a href="/search?q=boat" id="chip">boat</a>
        <ul data-search-results><li><a href="/notice/7/rowing-boat" id="result"><h3>Rowing boat</h3></a></li></ul>
      </section>`;
      noteSearchedPage();
      const stopFollowing = (event: Event) => event.preventDefault();
      document.addEventListener("click", stopFollowing);
      document.getElementById("chip")!.click();
      document.querySelector("h3")!.click();
      document.removeEventListener("click", stopFollowing);
      await expect
        .poll(() => api.sent.map((r) => [r.path, r.body]))
        .toEqual([
          ["/api/search-follows", expect.objectContaining({ missed: "dinghy", opened: "rowing boat" })],
        ]);
    } finally {
      api.stop();
      document.body.innerHTML = "";
    }
  });
});
