import { describe, expect, it } from "vitest";
import { NoticeListCache } from "./notice-list-cache";

describe("NoticeListCache", () => {
  it("answers an entry only for its version and before its time runs out", () => {
    const cache = new NoticeListCache();
    cache.set("a", { version: 3, validUntil: 1_000, value: "answer" });
    expect(cache.get("a", 999, 3)?.value).toBe("answer");
    expect(cache.get("a", 999)?.value).toBe("answer");
    expect(cache.get("a", 999, 4)).toBeUndefined();
    expect(cache.get("a", 0, 3)).toBeUndefined();

    cache.set("b", { version: 3, validUntil: 1_000, value: "answer" });
    expect(cache.get("b", 1_000, 3)).toBeUndefined();
  });

  it("stays within its weight, dropping the least recently used first", () => {
    const cache = new NoticeListCache();
    cache.set("old", { version: 1, validUntil: Infinity, value: 1 }, 9_000);
    cache.set("used", { version: 1, validUntil: Infinity, value: 2 }, 9_000);
    cache.get("old", 0, 1);
    cache.set("new", { version: 1, validUntil: Infinity, value: 3 }, 9_000);
    expect(cache.get("used", 0, 1)).toBeUndefined();
    expect(cache.get("old", 0, 1)?.value).toBe(1);
    expect(cache.get("new", 0, 1)?.value).toBe(3);
  });
});
