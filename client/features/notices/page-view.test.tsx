import { afterEach, describe, expect, it } from "vitest";
import { interceptApi } from "@/test/intercept-api";
import { countLoadedPage, pageViewAt, takeLoadedPageView } from "./page-view";

describe("the view a page counts, before it wakes (issue 38)", () => {
  let api: ReturnType<typeof interceptApi> | undefined;
  afterEach(() => api?.stop());

  it("is the one the page's usePageView counts: home, a category, a notice; nothing for any other page", () => {
    expect(pageViewAt("/")).toEqual({ page: "home" });
    expect(pageViewAt("/category/jobs")).toEqual({ page: "category", category: "jobs" });
    expect(pageViewAt("/notice/42/oak-table")).toEqual({ page: "notice" });
    expect(pageViewAt("/notice/42")).toEqual({ page: "notice" });
    expect(pageViewAt("/notice/oak-table")).toBeNull();
    expect(pageViewAt("/about")).toBeNull();
    expect(pageViewAt("/manage/abc")).toBeNull();
  });

  it("is sent at load, and the page's hydration takes it instead of sending it again", async () => {
    api = interceptApi(() => ({ status: 204, json: null }));
    countLoadedPage("/category/jobs");
    // Sent in a task of its own, after the boot script's; a page that wakes before it goes still takes it.
    expect(api.sent).toEqual([]);
    expect(takeLoadedPageView({ page: "home" })).toBe(false);
    expect(takeLoadedPageView({ page: "category", category: "jobs" })).toBe(true);
    await expect.poll(() => api!.sent.map((r) => r.body)).toEqual([{ page: "category", category: "jobs" }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent).toHaveLength(1);
    // Taken once: a later visit to the same page, in the app, counts again.
    expect(takeLoadedPageView({ page: "category", category: "jobs" })).toBe(false);
  });
});
