import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { useTestApp } from "../test/test-app";
import { ensureShippedSynonyms, shippedThesaurus } from "./thesaurus";

const t = useTestApp();

interface Row {
  key: string;
  source: string;
  removed: boolean;
  terms: string[];
  tx: string;
}

const rows = async () =>
  new Map(
    (
      await queryRows<Row>(
        t.app.ctx.db,
        sql`select shipped_key as key, source, removed_at is not null as removed, terms, xmin::text as tx
          from synonym_groups where shipped_key is not null`,
      )
    ).map((row) => [row.key, row]),
  );

describe("the shipped thesaurus at start", () => {
  it("puts back a shipped group that differs or is missing, leaves moderators' and removed groups, and rewrites nothing else", async () => {
    const db = t.app.ctx.db;
    const groups = shippedThesaurus();
    await ensureShippedSynonyms(db);
    expect((await rows()).size).toBe(groups.length);

    const [changed, moderated, removed, missing] = groups;
    await db.execute(
      sql`update synonym_groups set terms = array['odd', 'words'] where shipped_key = ${changed.key}`,
    );
    await db.execute(
      sql`update synonym_groups set source = 'moderator', terms = array['ours', 'alone'] where shipped_key = ${moderated.key}`,
    );
    await db.execute(sql`update synonym_groups set removed_at = now() where shipped_key = ${removed.key}`);
    await db.execute(sql`delete from synonym_groups where shipped_key = ${missing.key}`);
    const before = await rows();

    await ensureShippedSynonyms(db);
    const after = await rows();
    expect(after.get(changed.key)?.terms).toEqual(changed.terms);
    expect(after.get(moderated.key)).toMatchObject({ source: "moderator", terms: ["ours", "alone"] });
    expect(after.get(removed.key)?.removed).toBe(true);
    expect(after.get(missing.key)?.terms).toEqual(missing.terms);
    const rewritten = [...after.values()]
      .filter((row) => before.get(row.key)?.tx !== row.tx)
      .map((r) => r.key);
    expect(rewritten.sort()).toEqual([changed.key, missing.key].sort());
  });
});
