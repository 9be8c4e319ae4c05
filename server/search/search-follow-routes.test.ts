import { describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import { auditLog, searchFollows } from "../db/schema";
import { loginAsAdmin } from "../test/admin-session";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

async function search(words: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/notices?search=${encodeURIComponent(words)}&limit=8`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; title: string }[] }>().data;
}

/** One tab: a search that finds nothing, then a search whose first result is opened, reported as the browser does. */
async function tabSearches(tab: string, missed: string, opened: string) {
  expect(await search(missed)).toEqual([]);
  const [first] = await search(opened);
  const view = await t.app.inject({ method: "GET", url: `/api/notices/${first.id}` });
  expect(view.statusCode).toBe(200);
  return t.app.inject({ method: "POST", url: "/api/search-follows", payload: { tab, missed, opened } });
}

describe("learning from searches (issue 39)", () => {
  it("two searches in three tabs become a proposal; accepting it makes the next search answer", async () => {
    const when = new Date(t.clock.now().getTime() - HOUR);
    await insertNotice(t.db, {
      title: "Wooden skiff with oars",
      description: "Clinker built, sound hull. Collection only.",
      category: "items_for_sale",
      location: "ludlow",
      createdAt: when,
      updatedAt: when,
      approvedAt: when,
    });
    const admin = await loginAsAdmin(t);
    const proposals = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/admin/synonym-proposals",
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ proposals: { id: number; missed: string; opened: string; times: number }[] }>()
        .proposals;
    };

    expect((await tabSearches("tab-one-1234", "gondolier punt", "skiff")).statusCode).toBe(204);
    expect((await tabSearches("tab-two-1234", "gondolier punt", "skiff")).statusCode).toBe(204);
    // The same tab again is not another tab.
    expect((await tabSearches("tab-two-1234", "gondolier punt", "skiff")).statusCode).toBe(204);
    expect(await proposals()).toEqual([]);
    expect((await tabSearches("tab-three-1234", "gondolier punt", "skiff")).statusCode).toBe(204);
    const [proposal] = await proposals();
    expect(proposal).toMatchObject({ missed: "gondolier punt", opened: "skiff", times: 3 });
    // Only counts: the row holds the two searches and how many tabs, no tab id.
    const rows = await t.db.select().from(searchFollows);
    expect(JSON.stringify(rows)).not.toContain("tab-");

    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/admin/synonym-proposals/${proposal.id}/accept`,
      headers: admin.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ terms: ["gondolier punt", "skiff"], source: "moderator" });
    expect((await search("gondolier punt")).map((n) => n.title)).toEqual(["Wooden skiff with oars"]);
    expect(await proposals()).toEqual([]);
    const audit = await t.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toContain("synonym_add");
  });

  it("a dismissed proposal is not proposed again; the routes refuse strangers and odd input", async () => {
    const admin = await loginAsAdmin(t);
    for (const tab of ["aaaaaaaa", "bbbbbbbb", "cccccccc"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/search-follows",
        payload: { tab, missed: "Dinghy", opened: "rowing boat" },
      });
      expect(res.statusCode).toBe(204);
    }
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/synonym-proposals",
      headers: admin.headers,
    });
    const [proposal] = list.json<{ proposals: { id: number; missed: string }[] }>().proposals;
    expect(proposal.missed).toBe("dinghy");
    const dismissed = await t.app.inject({
      method: "POST",
      url: `/api/admin/synonym-proposals/${proposal.id}/dismiss`,
      headers: admin.headers,
    });
    expect(dismissed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/admin/synonym-proposals",
      headers: admin.headers,
    });
    expect(again.json()).toEqual({ proposals: [] });
    const twice = await t.app.inject({
      method: "POST",
      url: `/api/admin/synonym-proposals/${proposal.id}/accept`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/synonym-proposals" })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/search-follows",
      payload: { tab: "x", missed: "a", opened: "b" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
