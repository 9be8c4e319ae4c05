import { describe, expect, it } from "vitest";
import pino from "pino";
import { searchMisses } from "../db/schema";
import { useTestApp } from "../test/test-app";
import { SearchMissBuffer } from "./search-miss-buffer";

const t = useTestApp();

describe("the buffer of searches that found nothing", () => {
  it("keeps a batch the database refused and stores it with what came after, counts added", async () => {
    // The database refuses the first write (as when it is briefly unreachable), then takes them.
    let refusals = 1;
    const db = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === "insert" && refusals-- > 0)
          return () => {
            throw new Error("database unreachable");
          };
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const buffer = new SearchMissBuffer(db, pino({ level: "silent" }));
    const first = new Date("2026-06-01T10:00:00Z");
    buffer.record("theodolite", first);
    buffer.record("theodolite", new Date("2026-06-01T10:00:01Z"));
    await buffer.flush();
    expect(await t.db.select().from(searchMisses)).toEqual([]);

    buffer.record("theodolite", new Date("2026-06-01T10:00:05Z"));
    buffer.record("sextant", new Date("2026-06-01T10:00:06Z"));
    await buffer.flush();
    const rows = await t.db
      .select({ words: searchMisses.words, count: searchMisses.count, createdAt: searchMisses.createdAt })
      .from(searchMisses);
    expect(rows.sort((a, b) => a.words.localeCompare(b.words))).toEqual([
      { words: "sextant", count: 1, createdAt: new Date("2026-06-01T10:00:06Z") },
      { words: "theodolite", count: 3, createdAt: first },
    ]);
  });
});
