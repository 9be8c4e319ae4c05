/**
 * The uncached half of `npm run bench`: one request at a time, each a different list or search, with the list version
 * bumped in the server before each (as any write does), so every answer is computed afresh.
 */
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import { listMix, searchMix, synonymMix, typoMix, withinMix } from "./bench-data";

const PER_FAMILY = Number(process.env.BENCH_UNCACHED ?? 200);

let nextId = 0;
/** Asks the server process to bump the list version or explain a query; waits for its answer. */
export function askChild(
  child: ChildProcess,
  message: { bump?: true; explain?: string; twin?: string },
): Promise<string> {
  const id = ++nextId;
  return new Promise((resolve) => {
    const onMessage = (m: { id?: number; answer?: string }) => {
      if (m.id !== id) return;
      child.off("message", onMessage);
      resolve(m.answer ?? "");
    };
    child.on("message", onMessage);
    child.send({ id, ...message });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Family {
  name: string;
  queries: string[];
  /** The target p99 in ms at this size (issue 17: < 100 ms at 1,000,000 on PostgreSQL, < 50 at 100,000 embedded). */
}

export async function measureUncached(
  base: string,
  child: ChildProcess,
  printTable: (head: string[], rows: string[][]) => void,
): Promise<void> {
  const searches = searchMix();
  const near = withinMix();
  const q = (search: string) => new URLSearchParams({ page: "1", limit: "8", search }).toString();
  const families: Family[] = [
    { name: "health", queries: [] },
    { name: "lists (filter × order × page)", queries: listMix() },
    { name: "search: one word", queries: searches.filter((s) => !s.includes(" ")).map(q) },
    { name: "search: two words", queries: searches.filter((s) => s.includes(" ")).map(q) },
    { name: "lists within miles of a town", queries: near.lists },
    { name: "search: near a town (in words)", queries: near.searches.map(q) },
    { name: "search: typos", queries: typoMix().map(q) },
    { name: "search: synonyms", queries: synonymMix().map(q) },
    {
      name: "search in a category and town",
      queries: searches.map((s, i) =>
        new URLSearchParams({
          search: s,
          limit: "8",
          category: ["items_for_sale", "events", "services", "jobs"][i % 4],
          location: ["shrewsbury", "telford", "oswestry", "ludlow", "bridgnorth"][i % 5],
        }).toString(),
      ),
    },
  ];
  console.log(
    `\nUncached: ${PER_FAMILY} requests per family, one at a time, each different, list version bumped before each.\n`,
  );
  const rows: string[][] = [];
  let healthP50 = 1;
  let slowest = { ms: 0, query: "" };
  for (const family of families) {
    const times: number[] = [];
    for (let i = 0; i < PER_FAMILY; i++) {
      const query = family.queries.length ? family.queries[i % family.queries.length] : "";
      const url = family.queries.length ? `${base}/api/notices?${query}` : `${base}/api/health`;
      await askChild(child, { bump: true });
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      times.push(ms);
      if (family.queries.length && ms > slowest.ms) slowest = { ms, query };
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    if (family.name === "health") healthP50 = p50;
    rows.push([
      family.name,
      String(Math.min(PER_FAMILY, family.queries.length || PER_FAMILY)),
      p50.toFixed(1),
      p99.toFixed(1),
      percentile(times, 100).toFixed(1),
      `${(p50 / healthP50).toFixed(1)}×`,
      // The machine's load when the family finished: on a shared machine a high load explains a slow figure.
      os.loadavg()[0].toFixed(1),
    ]);
  }
  printTable(["family", "distinct", "p50 ms", "p99 ms", "max ms", "p50 vs health", "load"], rows);
  console.log("\nTargets: p99 < 100 ms at 1,000,000 notices on PostgreSQL; < 50 ms at 100,000 embedded.");
  if (slowest.query) {
    console.log(`\nThe slowest request (${slowest.ms.toFixed(1)} ms): /api/notices?${slowest.query}`);
    console.log("Its slowest statement now, EXPLAIN (ANALYZE, BUFFERS):");
    console.log((await askChild(child, { explain: slowest.query })).replace(/^/gm, "  "));
  }
}
