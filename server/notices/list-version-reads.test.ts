import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { ListVersionReads } from "./list-version-reads";

/** A database whose version reads answer only when the test says, and which counts them. */
function slowDatabase() {
  let version = 1;
  let queries = 0;
  const waiting: (() => void)[] = [];
  const db = {
    execute: () => {
      queries++;
      const seen = version;
      return new Promise((resolve) => waiting.push(() => resolve({ rows: [{ version: seen }] })));
    },
  };
  return {
    db: db as unknown as Db,
    bump: () => version++,
    queries: () => queries,
    /** Lets the oldest read under way answer. */
    answer: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("ListVersionReads", () => {
  it("shares one read among requests arriving while one is under way, never one begun before them", async () => {
    const database = slowDatabase();
    const reads = new ListVersionReads(database.db);
    const first = reads.read();
    // A write commits while the first read is under way: requests arriving after it must see it.
    database.bump();
    const later = Array.from({ length: 50 }, () => reads.read());
    await database.answer();
    expect(await first).toBe(1);
    await database.answer();
    expect(await Promise.all(later)).toEqual(Array<number>(50).fill(2));
    expect(database.queries()).toBe(2);

    // With no read under way, a request reads at once.
    database.bump();
    const alone = reads.read();
    await database.answer();
    expect(await alone).toBe(3);
    expect(database.queries()).toBe(3);
  });
});
