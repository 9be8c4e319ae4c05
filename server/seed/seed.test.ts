import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCategory } from "../../common/categories";
import { LOCATION_LABELS, type Location } from "../../common/locations";
import { FolderStore } from "../images/object-store";
import { endOfLondonDay } from "../notices/notice-lifecycle";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { comments, notices, type Notice } from "../db/schema";
import { SEED_PHOTO_EVERY, seedDatabase } from "./seed";
import { SEED_NOTICES, SEED_PRICE_RANGES } from "./seed-notices";
import { SEARCH_EXAMPLES } from "../../client/features/notices/search-examples";

const NOW = new Date("2026-06-01T10:00:00Z");
let database: TestDatabase;
let uploadsDir: string;
let rows: Notice[];
let result: { notices: number; photos: number };

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-seed-"));
  result = await seedDatabase(database.db, new FolderStore(uploadsDir), NOW);
  rows = await database.db.select().from(notices);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe("npm run seed", () => {
  it("lists each sample notice once, all live and in a real category", () => {
    expect(rows).toHaveLength(SEED_NOTICES.length);
    expect(result.notices).toBe(SEED_NOTICES.length);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.description)).size).toBe(rows.length);
    for (const row of rows) {
      expect(isCategory(row.category), row.title).toBe(true);
      expect(row.status).toBe("active");
      expect(row.verifiedAt).not.toBeNull();
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(rows.map((r) => r.category)).size).toBe(7);
  });

  it("names in every title the town the notice is listed in", () => {
    for (const row of rows) {
      expect(row.title, row.title).toContain(LOCATION_LABELS[row.location as Location]);
    }
  });

  it("puts every event in the future, leaving the board at the end of its day", () => {
    const events = rows.filter((r) => r.category === "events");
    expect(events.length).toBeGreaterThan(2);
    for (const event of events) {
      expect(event.eventDate!.getTime(), event.title).toBeGreaterThan(NOW.getTime());
      expect(event.expiresAt!.getTime()).toBeGreaterThan(event.eventDate!.getTime());
      expect(event.expiresAt).toEqual(endOfLondonDay(event.eventDate!));
    }
  });

  it("leaves nothing already expired, and gives each category its lifetime", () => {
    for (const row of rows) {
      if (row.category === "services" || row.category === "discussion") expect(row.expiresAt).toBeNull();
      else expect(row.expiresAt!.getTime(), row.title).toBeGreaterThan(NOW.getTime());
    }
  });

  it("prices things for sale in the range such things fetch, and nothing else", () => {
    const range = SEED_PRICE_RANGES.items_for_sale!;
    for (const row of rows) {
      if (row.category !== "items_for_sale") {
        expect(row.price, row.title).toBeNull();
        continue;
      }
      expect(row.price, row.title).toBeGreaterThanOrEqual(range.min);
      expect(row.price, row.title).toBeLessThanOrEqual(range.max);
      expect(Math.round(row.price! * 100) / 100).toBe(row.price);
    }
  });

  it("gives a third of them a photo made locally, stored with its card copy", () => {
    const withPhoto = rows.filter((r) => r.imageUrl);
    expect(withPhoto).toHaveLength(Math.ceil(SEED_NOTICES.length / SEED_PHOTO_EVERY));
    expect(result.photos).toBe(withPhoto.length);
    for (const row of withPhoto) {
      const name = row.imageUrl!.replace("/uploads/", "");
      expect(fs.statSync(path.join(uploadsDir, name)).size).toBeGreaterThan(1000);
      expect(fs.existsSync(path.join(uploadsDir, name.replace(".webp", "-card.webp")))).toBe(true);
    }
  });

  it("starts each discussion with approved comments", async () => {
    const talk = await database.db.select().from(comments);
    const discussions = rows.filter((r) => r.category === "discussion");
    expect(talk).toHaveLength(discussions.length * 2);
    expect(talk.every((c) => c.status === "approved")).toBe(true);
  });

  it("puts each comment under the discussion it talks about", async () => {
    const talk = await database.db.select().from(comments);
    // Words only the replies to each thread use: a pub walk, a plumber, a market.
    const topics: Record<string, RegExp> = {
      "Best pub walks around Bishop's Castle?": /walk|pub|Clun|Offa|Bury Ditches/i,
      "Should Telford town centre get a weekly market?": /market|cheese|veg|stall|produce/i,
      "Recommendations for a reliable plumber in Newport": /plumb|boiler|Gas Safe|engineer|Hughes/i,
    };
    const titleOf = new Map(rows.map((r) => [r.id, r.title]));
    for (const comment of talk) {
      const title = titleOf.get(comment.noticeId)!;
      expect(comment.content, `a reply under "${title}"`).toMatch(topics[title]);
      for (const [other, words] of Object.entries(topics))
        if (other !== title) expect(comment.content, `a reply under "${title}"`).not.toMatch(words);
    }
  });

  it("holds what the search box suggests trying", () => {
    for (const example of SEARCH_EXAMPLES) {
      const found = rows.filter((r) => `${r.title} ${r.description}`.toLowerCase().includes(example));
      expect(found.length, `seed notices with "${example}"`).toBeGreaterThan(0);
    }
  });
});
