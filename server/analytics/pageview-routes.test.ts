import { describe, expect, it } from "vitest";
import { pageViews } from "../db/schema";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

const view = (payload: object) => t.app.inject({ method: "POST", url: "/api/pageview", payload });

describe("POST /api/pageview", () => {
  it("records home, category and notice views with 204", async () => {
    expect((await view({ page: "home" })).statusCode).toBe(204);
    const category = await view({ page: "category", category: "jobs" });
    expect(category.statusCode).toBe(204);
    expect(category.body).toBe("");
    expect((await view({ page: "notice" })).statusCode).toBe(204);
    expect((await view({ page: "category", category: "community" })).statusCode).toBe(204);
    const rows = await t.db.select().from(pageViews);
    expect(rows.map((r) => [r.page, r.category])).toEqual([
      ["home", null],
      ["category", "jobs"],
      ["notice", null],
      ["category", null],
    ]);
  });

  it("answers 400 for any other page", async () => {
    for (const payload of [{ page: "admin" }, {}, { page: 3 }]) {
      const res = await view(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await t.db.select().from(pageViews)).toHaveLength(0);
  });
});
