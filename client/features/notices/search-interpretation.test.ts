import { describe, expect, it } from "vitest";
import { resultsHref, searchChips } from "./search-interpretation";

describe("the chips of what a search understood", () => {
  it("shows a town read from the words, and removing it keeps the other words, everywhere", () => {
    const chips = searchChips(
      { search: "pram shrewsbry", sort: "newest" },
      { words: "pram", location: "shrewsbury" },
      "search=pram+shrewsbry&sort=newest&page=3",
    );
    expect(chips).toEqual([
      { filter: "location", label: "in Shrewsbury", href: "/?search=pram&sort=newest" },
    ]);
  });

  it("keeps the category as the category page when the town goes, and the town as `location` when the category goes", () => {
    const chips = searchChips(
      { search: "jobs in telford" },
      { words: "", location: "telford", category: "jobs" },
      "search=jobs+in+telford",
    );
    expect(chips).toEqual([
      { filter: "location", label: "in Telford", href: "/category/jobs" },
      { filter: "category", label: "Jobs", href: "/?location=telford" },
    ]);
  });

  it("removing a chip takes out just the words that named it, as the server says (issue 34)", () => {
    const chips = searchChips(
      { search: "part time jobs near telford", sort: "newest" },
      {
        words: "part time",
        location: "telford",
        within: 10,
        category: "jobs",
        withoutLocation: "part time jobs",
        withoutCategory: "part time near telford",
      },
      "search=part+time+jobs+near+telford&sort=newest",
    );
    expect(chips).toEqual([
      {
        filter: "location",
        label: "within 10 miles of Telford",
        href: "/?search=part+time+jobs&sort=newest",
      },
      { filter: "category", label: "Jobs", href: "/?search=part+time+near+telford&sort=newest" },
    ]);
    // The category of the page stays the page's; the town the page set stays when the words' category goes.
    expect(
      searchChips(
        { search: "jobs telford", category: "jobs" },
        { words: "", location: "telford", withoutLocation: "jobs" },
        "search=jobs+telford",
      ),
    ).toEqual([{ filter: "location", label: "in Telford", href: "/category/jobs?search=jobs" }]);
    expect(
      searchChips(
        { search: "jobs", location: "wem" },
        { words: "", category: "jobs", withoutCategory: "" },
        "search=jobs&location=wem",
      ),
    ).toEqual([{ filter: "category", label: "Jobs", href: "/?location=wem" }]);
  });

  it("shows no chip for a town or category the URL set, nor when nothing was read", () => {
    expect(
      searchChips(
        { search: "barista", category: "jobs", location: "ludlow" },
        { words: "barista", location: "ludlow", category: "jobs" },
        "search=barista&location=ludlow",
      ),
    ).toEqual([]);
    expect(searchChips({ search: "settee" }, { words: "settee" }, "search=settee")).toEqual([]);
    expect(searchChips({ search: "settee" }, undefined, "search=settee")).toEqual([]);
  });

  it("links the suggestion of a search that found nothing to its results, keeping the town and category", () => {
    expect(
      resultsHref({ category: "items_for_sale", location: "wem", search: "settee" }, "search=setee"),
    ).toBe("/category/items_for_sale?search=settee&location=wem");
  });

  it('shows "within 10 miles of Ludlow" for "near ludlow"; removing it searches the words alone', () => {
    expect(
      searchChips(
        { search: "settee near ludlow" },
        { words: "settee", location: "ludlow", within: 10 },
        "search=settee+near+ludlow",
      ),
    ).toEqual([{ filter: "location", label: "within 10 miles of Ludlow", href: "/?search=settee" }]);
    // The town set by the page: removing the distance keeps it.
    expect(
      searchChips(
        { search: "settee near ludlow", location: "ludlow" },
        { words: "settee", within: 10 },
        "search=settee+near+ludlow&location=ludlow",
      ),
    ).toEqual([
      { filter: "location", label: "within 10 miles of Ludlow", href: "/?search=settee&location=ludlow" },
    ]);
  });
});
