/**
 * `npm run bench:search [file]`: how well the search box finds what people mean (issue 21). Loads a relevance set's
 * notices (default ../shared/search-bench/search-dev.json, from the repository root) into a fresh embedded database as
 * live notices, asks every query through the real app the way the list page does (GET /api/notices?search=…&limit=8,
 * the default order), and prints per kind of query: success@8 (a wanted notice among the first 8), recall@8 (the
 * share of the wanted notices there, out of at most 8), the zero-result rate (nothing answered to a query that has
 * wanted notices), wrong answers (anything answered to a query that should find nothing) and the p95 time.
 * Targets: success@8 ≥ 0.95, zero-result ≤ 2%, at most one wrong answer per 7 "no answer" queries.
 * Then the share of queries answered by each tier (issue 39): the best tier whose forms alone still match one of the
 * notices answered (the words as typed, half-typed, the thesaurus, the lexicon, typo corrections), a town or category
 * alone, or nothing (with or without a did-you-mean), by kind.
 */

/** The tier that answered `q` (see above). */
async function tierOf(db: Db, q: string, ids: number[], didYouMean?: string): Promise<string> {
  if (!ids.length) return didYouMean ? "nothing (did you mean)" : "nothing";
  const reading = await readSearch(db, searchWords(q) ?? []);
  if (!reading.slots.length) return "town or category alone";
  const weights = [...new Set(reading.slots.flatMap((slot) => [...slot.tiers.keys()]))].sort((a, b) => b - a);
  for (const weight of weights) {
    const match = matchText(reading.slots, weight);
    if (!match) continue;
    const [row] = await queryRows<{ hit: boolean }>(
      db,
      sql`select exists(select 1 from notices where id = any(${sql.raw(`'{${ids.join(",")}}'::int[]`)})
        and search @@ ${match}::tsquery) as hit`,
    );
    if (row.hit) return Object.entries(TIERS).find(([, w]) => w === weight)?.[0] ?? String(weight);
  }
  return "other";
}
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "../server/app";
import { DAY, HOUR } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { ensureCategories } from "../server/db/reference-data";
import { notices } from "../server/db/schema";
import { expiryDateFor } from "../server/notices/notice-lifecycle";
import { isCategory } from "../common/categories";
import { isLocation } from "../common/locations";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../server/db/client";
import { searchWords } from "../server/notices/notice-list-service";
import { matchText, readSearch, TIERS } from "../server/search/search-interpretation";

interface SetNotice {
  key: string;
  category: string;
  location: string;
  title: string;
  description: string;
  price?: string | number;
  eventInDays?: number;
  eventVenue?: string;
}
interface SetQuery {
  q: string;
  kind: string;
  relevant: string[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_SET = "shared/search-bench/search-dev.json";
/** The file given, or the dev set in shared/ beside the clone (beside its parent for a worktree of it). */
const file = process.argv[2]
  ? path.resolve(process.cwd(), process.argv[2])
  : ([path.resolve(ROOT, "..", DEFAULT_SET), path.resolve(ROOT, "../..", DEFAULT_SET)].find((f) =>
      fs.existsSync(f),
    ) ?? path.resolve(ROOT, "..", DEFAULT_SET));
const PAGE = 8;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `${"-".repeat(w + 2)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`,
  );
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const set = JSON.parse(fs.readFileSync(file, "utf8")) as { notices: SetNotice[]; queries: SetQuery[] };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-bench-search-"));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });
  const database = openDatabase({ ...config, databaseUrl: undefined });
  try {
    await database.migrate();
    await ensureCategories(database.db);
    const now = new Date();
    const keyOf = new Map<number, string>();
    // Posted live, one a minute apart in the set's order (the last is the newest), as an approved notice would be.
    for (const [i, n] of set.notices.entries()) {
      if (!isCategory(n.category) || !isLocation(n.location))
        throw new Error(`${n.key}: unknown category or town`);
      const createdAt = new Date(now.getTime() - HOUR - (set.notices.length - i) * 60_000);
      const eventDate =
        n.category === "events" ? new Date(now.getTime() + (n.eventInDays ?? 14) * DAY) : null;
      const [row] = await database.db
        .insert(notices)
        .values({
          category: n.category,
          location: n.location,
          title: n.title,
          description: n.description,
          price: n.category === "items_for_sale" && n.price !== undefined ? Number(n.price) : null,
          eventVenue: n.category === "events" ? (n.eventVenue ?? null) : null,
          eventDate,
          contactEmail: `bench${i}@example.org`,
          status: "active",
          verifiedAt: createdAt,
          approvedAt: createdAt,
          expiresAt: expiryDateFor(n.category, eventDate, createdAt),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: notices.id });
      keyOf.set(row.id, n.key);
    }
    const app = await buildApp({
      config,
      db: database.db,
      logger: pino({ level: process.env.BENCH_LOG ?? "silent" }),
    });
    try {
      const byKind = new Map<
        string,
        { n: number; success: number; recall: number; zero: number; wrong: number; times: number[] }
      >();
      const misses: string[] = [];
      const tiers = new Map<string, Map<string, number>>();
      for (const query of set.queries) {
        const url = `/api/notices?${new URLSearchParams({ search: query.q, limit: String(PAGE) })}`;
        const t0 = performance.now();
        const res = await app.inject({ method: "GET", url });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        const answer = res.json<{ data: { id: number }[]; didYouMean?: string }>();
        const keys = answer.data.map((d) => keyOf.get(d.id) ?? "?");
        const tier = await tierOf(
          database.db,
          query.q,
          answer.data.map((d) => d.id),
          answer.didYouMean,
        );
        const kindTiers = tiers.get(query.kind) ?? new Map<string, number>();
        kindTiers.set(tier, (kindTiers.get(tier) ?? 0) + 1);
        tiers.set(query.kind, kindTiers);
        const kind = byKind.get(query.kind) ?? { n: 0, success: 0, recall: 0, zero: 0, wrong: 0, times: [] };
        byKind.set(query.kind, kind);
        kind.n++;
        kind.times.push(ms);
        if (query.relevant.length === 0) {
          if (keys.length) {
            kind.wrong++;
            misses.push(`wrong  ${query.kind}: "${query.q}" → ${keys.join(", ")}`);
          }
          continue;
        }
        const found = query.relevant.filter((k) => keys.includes(k)).length;
        if (found) kind.success++;
        else
          misses.push(
            `missed ${query.kind}: "${query.q}" → ${keys.join(", ") || "nothing"}${answer.didYouMean ? ` (did you mean "${answer.didYouMean}")` : ""}`,
          );
        kind.recall += found / Math.min(PAGE, query.relevant.length);
        if (!keys.length) kind.zero++;
      }
      const rows: string[][] = [];
      const total = {
        n: 0,
        answerable: 0,
        success: 0,
        recall: 0,
        zero: 0,
        wrong: 0,
        noAnswer: 0,
        times: [] as number[],
      };
      for (const [name, k] of byKind) {
        const noAnswer = set.queries.some((q) => q.kind === name && q.relevant.length === 0);
        const answerable = set.queries.filter((q) => q.kind === name && q.relevant.length > 0).length;
        k.times.sort((a, b) => a - b);
        total.n += k.n;
        total.answerable += answerable;
        total.success += k.success;
        total.recall += k.recall;
        total.zero += k.zero;
        total.wrong += k.wrong;
        total.times.push(...k.times);
        if (noAnswer) total.noAnswer += k.n - answerable;
        rows.push([
          name,
          String(k.n),
          answerable ? (k.success / answerable).toFixed(2) : "–",
          answerable ? (k.recall / answerable).toFixed(2) : "–",
          answerable ? `${((100 * k.zero) / answerable).toFixed(0)}%` : "–",
          noAnswer ? `${k.wrong} of ${k.n - answerable}` : "–",
          percentile(k.times, 95).toFixed(1),
        ]);
      }
      total.times.sort((a, b) => a - b);
      rows.push([
        "all",
        String(total.n),
        (total.success / total.answerable).toFixed(2),
        (total.recall / total.answerable).toFixed(2),
        `${((100 * total.zero) / total.answerable).toFixed(1)}%`,
        `${total.wrong} of ${total.noAnswer}`,
        percentile(total.times, 95).toFixed(1),
      ]);
      console.log(
        `\n${path.relative(process.cwd(), file)}: ${set.notices.length} notices, ${set.queries.length} queries (limit ${PAGE}, default order, embedded database)\n`,
      );
      printTable(
        ["kind", "queries", "success@8", "recall@8", "zero-result", "wrong answers", "p95 ms"],
        rows,
      );
      if (misses.length) console.log(`\n${misses.join("\n")}`);
      const names = [
        ...Object.keys(TIERS),
        "town or category alone",
        "nothing (did you mean)",
        "nothing",
        "other",
      ].filter((name) => [...tiers.values()].some((m) => m.has(name)));
      const all = new Map<string, number>();
      for (const m of tiers.values()) for (const [name, n] of m) all.set(name, (all.get(name) ?? 0) + n);
      const share = (m: Map<string, number>, name: string) => {
        const n = [...m.values()].reduce((a, b) => a + b, 0);
        const k = m.get(name) ?? 0;
        return k ? `${((100 * k) / n).toFixed(0)}%` : "–";
      };
      console.log(
        "\nThe share of queries answered by each tier (the best tier whose forms alone match an answer):\n",
      );
      printTable(
        ["kind", ...names],
        [
          ...[...tiers].map(([kind, m]) => [kind, ...names.map((name) => share(m, name))]),
          ["all", ...names.map((name) => share(all, name))],
        ],
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
