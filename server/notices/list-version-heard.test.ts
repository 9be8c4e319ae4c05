// embedded-specific: the embedded database announces each commit's list version (listen/notify through the commit
// listener); a PostgreSQL server's is read for each request.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenToCommits, type Db } from "../db/client";
import { insertNotice } from "../test/factories";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { HEARD_VERSION_MS, ListVersionReads } from "./list-version-reads";
import { bumpListVersion, LIST_VERSION_CHANNEL, readListVersion } from "./notice-list-repository";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The database, counting the queries run through it. */
function counted(db: Db) {
  let queries = 0;
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property !== "execute") return Reflect.get(target, property, target) as unknown;
      return (...args: Parameters<Db["execute"]>) => {
        queries++;
        return target.execute(...args);
      };
    },
  });
  return { db: proxy, queries: () => queries };
}

describe("the list version heard from the database's announcements", () => {
  it("is announced at commit only by the embedded database; a PostgreSQL server's is read for each request", async () => {
    const stop = await listenToCommits(database.db, LIST_VERSION_CHANNEL, () => {});
    expect(stop === null).toBe(database.kind === "postgres");
    await stop?.();
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "answers each commit's version from memory as the commit returns, and reads again after a quiet second",
    async () => {
      let nowMs = 0;
      const { db, queries } = counted(database.db);
      const reads = new ListVersionReads(db, () => nowMs);
      const stop = await listenToCommits(database.db, LIST_VERSION_CHANNEL, (payload) =>
        reads.heard(Number(payload)),
      );
      expect(stop).not.toBeNull();
      reads.startHearing();
      try {
        const before = await reads.read();
        expect(queries()).toBe(1);

        // A write's caller resumes with its new version already heard: the very next request answers it, unread.
        await insertNotice(database.db, { status: "active" });
        const afterWrite = await readListVersion(database.db);
        expect(afterWrite).toBeGreaterThan(before);
        expect(await reads.read()).toBe(afterWrite);
        await database.db.transaction(async (tx) => {
          await insertNotice(tx, { status: "active" });
          await insertNotice(tx, { status: "active" });
        });
        expect(await reads.read()).toBe(afterWrite + 1);
        // A rolled-back write announces nothing.
        await expect(
          database.db.transaction(async (tx) => {
            await insertNotice(tx, { status: "active" });
            throw new Error("rolled back");
          }),
        ).rejects.toThrow("rolled back");
        expect(await reads.read()).toBe(afterWrite + 1);
        expect(queries()).toBe(1);

        // Should announcements ever stop, a version nobody announced is read within HEARD_VERSION_MS.
        await database.db.execute(sql`update notice_list_version set version = 1000`);
        expect(await reads.read()).toBe(afterWrite + 1);
        nowMs += HEARD_VERSION_MS;
        expect(await reads.read()).toBe(1000);
        expect(queries()).toBe(2);
        // The bench's bump is announced as a write's is.
        await bumpListVersion(database.db);
        expect(await reads.read()).toBe(1001);
        expect(queries()).toBe(2);
      } finally {
        await stop?.();
      }
    },
  );
});
