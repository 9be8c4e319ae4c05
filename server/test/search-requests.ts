import { expect } from "vitest";
import { HOUR } from "../clock";
import type { NewNotice } from "../db/schema";
import { insertNotice } from "./factories";
import type { TestApp } from "./test-app";

/**
 * What the search tests ask of a test app: the titles a search answers (first page of 8), and a live notice for sale
 * in Ludlow with a title, approved `hoursAgo` hours before the test clock's now.
 */
export function searchRequests(t: TestApp) {
  async function titles(words: string): Promise<string[]> {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/notices?search=${encodeURIComponent(words)}&limit=8`,
    });
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

  return { titles, notice };
}
