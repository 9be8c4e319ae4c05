import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { driverClientOf, MIGRATIONS_DIR, type Db } from "./client";

/** What a dump holds, read in the same snapshot as the dump itself. */
export interface DumpFacts {
  engine: "pglite" | "postgres";
  /** The last migration applied (its journal tag), or null on a database never migrated. */
  migration: string | null;
  /** Rows per table of the public schema. */
  counts: Record<string, number>;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const TABLES_QUERY = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

/** The journal tag of each migration, by the `created_at` drizzle records for it (the journal's `when`). */
export function migrationTags(): Map<string, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [String(e.when), e.tag]));
}

/** Row counts of every table and the migration level, through `query` (one snapshot). */
export async function readDumpFacts(query: Query): Promise<Omit<DumpFacts, "engine">> {
  const counts: Record<string, number> = {};
  for (const { name } of (await query(TABLES_QUERY)) as { name: string }[]) {
    const [row] = await query(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
    counts[name] = Number(row.n);
  }
  const migrated = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  let migration: string | null = null;
  if (migrated[0]?.ok) {
    const [last] = await query(
      `select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    migration = last ? (migrationTags().get(String(last.at)) ?? `unknown (${String(last.at)})`) : null;
  }
  return { migration, counts };
}

/** pg_dump or pg_restore: from PATH, else the newest /usr/lib/postgresql/<major>/bin (Debian's layout). */
export function findPostgresTool(tool: "pg_dump" | "pg_restore"): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, tool))) return path.join(dir, tool);
  }
  const root = "/usr/lib/postgresql";
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => /^\d+$/.test(d)) : [];
  for (const major of majors.sort((a, b) => Number(b) - Number(a))) {
    const file = path.join(root, major, "bin", tool);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(
    `${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`,
  );
}

/** Runs a PostgreSQL client tool on `url`, the password in the environment (never on the command line, where ps shows it). */
export async function runPostgresTool(
  tool: "pg_dump" | "pg_restore",
  url: string,
  args: string[],
): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  const child = spawn(findPostgresTool(tool), [...args, `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed: ${stderr.trim().split("\n")[0] ?? `exit ${code}`}`);
}

/**
 * Writes a consistent dump of the database to `file` and answers what it holds.
 *
 * PGlite: its data folder as a tar (`dumpDataDir`), taken inside a read-only transaction of ours. PGlite has one
 * connection and runs one transaction at a time (every query and transaction waits for its transaction lock), so while
 * ours is open nothing else writes: the counts and the files are the same committed state.
 *
 * PostgreSQL: `pg_dump --format=custom` on a snapshot exported by a REPEATABLE READ transaction that also counts the
 * rows, so the dump and its counts are one snapshot, taken while writers carry on.
 */
export async function dumpDatabase(db: Db, file: string): Promise<DumpFacts> {
  const client = driverClientOf(db);
  if (client instanceof PGlite) {
    return client.transaction(async (tx) => {
      const facts = await readDumpFacts(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
      // Every committed page written to its file first: the copy then needs no replay of the write-ahead log.
      await tx.exec("checkpoint");
      const dump = await client.dumpDataDir("none");
      await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      return { engine: "pglite" as const, ...facts };
    });
  }
  const url = (client as pg.Pool).options.connectionString;
  if (!url) throw new Error("The PostgreSQL pool has no connection string to dump from");
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    await session.query("begin isolation level repeatable read read only");
    const [{ snapshot }] = (
      await session.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot")
    ).rows;
    const facts = await readDumpFacts(
      async (text) => (await session.query<Record<string, unknown>>(text)).rows,
    );
    await runPostgresTool("pg_dump", url, [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--snapshot=${snapshot}`,
      `--file=${file}`,
    ]);
    await session.query("commit");
    return { engine: "postgres", ...facts };
  } finally {
    await session.end().catch(() => {});
  }
}
