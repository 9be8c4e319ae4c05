import { describe, expect, it } from "vitest";
import { listHeading } from "@common/notice-list-filters";
import { sortFor } from "@common/notice-sorts";
import { noticeHref, truncate } from "./notice-card";
import { pickRandom } from "./featured-pick";

describe("notice cards", () => {
  it("cut descriptions at 120 characters", () => {
    expect(truncate("a".repeat(120))).toBe("a".repeat(120));
    expect(truncate("a".repeat(121))).toBe(`${"a".repeat(120)}…`);
  });

  it("send discussion cards to the comments", () => {
    expect(noticeHref({ id: 4, title: "Best pub walks?", category: "discussion" })).toBe(
      "/notice/4/Best-pub-walks#comments",
    );
    expect(noticeHref({ id: 5, title: "Oak table", category: "items_for_sale" })).toBe("/notice/5/Oak-table");
  });
});

describe("featured notices", () => {
  it("shows three different ones, the same three for the same seed", () => {
    const ids = Array.from({ length: 20 }, (_, i) => i);
    const picked = pickRandom(ids, 3, 0.42);
    expect(new Set(picked).size).toBe(3);
    expect(pickRandom(ids, 3, 0.42)).toEqual(picked);
    expect(pickRandom([1, 2], 3, 0.5).sort()).toEqual([1, 2]);
  });
});

describe("list filters", () => {
  it("offer price sorts only for items for sale", () => {
    expect(sortFor("items_for_sale", "price_low")).toBe("price_low");
    expect(sortFor(undefined, "price_high")).toBe("newest");
    expect(sortFor("jobs", "price_low")).toBe("newest");
    expect(sortFor("jobs", undefined)).toBeUndefined();
    expect(sortFor(undefined, "oldest")).toBe("oldest");
  });

  it("head a category page with its name and town", () => {
    expect(listHeading("events", undefined)).toBe("Events in Shropshire");
    expect(listHeading("lost_and_found", "church_stretton")).toBe(
      "Lost & Found in Shropshire - Church Stretton",
    );
    expect(listHeading("community", undefined)).toBe("Community in Shropshire");
  });
});
