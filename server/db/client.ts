import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type ExtractTablesWithRelations, type SQL } from "drizzle-orm";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One Drizzle type for both engines: no other file knows whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle, or the database itself: anything that runs queries. */
export type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** The rows of a raw SQL query, on either engine. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  // The two drivers type execute's answer differently; both carry `rows`.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One round trip to the database (the health check): throws when it cannot be reached. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The driver's own client behind `db`: a PGlite, or a node-postgres pool. */
export function driverClientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/**
 * Whether two statements on `db` run at once: a PostgreSQL server's pool gives each its connection, while the embedded
 * database has one and runs them in turn (work started early there only waits ahead of the rest).
 */
export function runsSideBySide(db: Executor): boolean {
  return !(driverClientOf(db as Db) instanceof PGlite);
}

/**
 * Calls `onPayload` with every notification on `channel` that a commit sends, before the committing query's caller
 * resumes; answers a function that stops listening. Only the embedded database can promise that order (its one
 * connection is this process's, so every commit is this process's own): on a PostgreSQL server other servers commit
 * too and a notification arrives when it arrives, so this answers null there.
 */
export async function listenToCommits(
  db: Db,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<(() => Promise<void>) | null> {
  const client = driverClientOf(db);
  if (!(client instanceof PGlite)) return null;
  return client.listen(channel, onPayload);
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The connection pool behind a PostgreSQL server's `db` (connections open, idle, and queries waiting for one); null
 * for PGlite, which has a single connection and no pool.
 */
export function poolStatsOf(db: Db): PoolStats | null {
  const client = driverClientOf(db);
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}

/** Takes the advisory lock `key` for the rest of the transaction if it is free; false when another holds it. */
export async function tryAdvisoryTransactionLock(tx: Executor, key: number): Promise<boolean> {
  const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${key}) as ok`);
  return lock.ok;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Contrib extensions the migrations create (pg_trgm for near-duplicate signals; fuzzystrmatch and unaccent for search's
 * vocabulary): PGlite must load them on open.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch, unaccent };

/**
 * PostgreSQL settings for the embedded database, after PGlite's own: its defaults size the buffer cache for a server
 * (shared_buffers 128MB) and index builds and vacuums at 64MB, and PGlite's WebAssembly memory grows to what was once
 * used and never shrinks. At these sizes the board's data (100,000 notices, their indexes) still fits the cache the
 * searches need; docs/decisions/0015-memory-footprint.md has the measurements.
 */
export const PGLITE_SETTINGS = ["shared_buffers=8MB", "maintenance_work_mem=16MB", "temp_buffers=2MB"];

export function pgliteStartParams(settings: readonly string[] = PGLITE_SETTINGS): string[] {
  return [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ["-c", setting])];
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

/** Opens PGlite under `dataDir` (a folder, or undefined for in memory), or wraps an already opened PGlite. */
export function openPglite(source: string | PGlite | undefined): Database {
  let client: PGlite;
  if (source instanceof PGlite) client = source;
  else {
    if (source) fs.mkdirSync(path.dirname(source), { recursive: true });
    client = new PGlite({ dataDir: source, extensions: PGLITE_EXTENSIONS, startParams: pgliteStartParams() });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // One migrator at a time when several servers start together.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock(724101)");
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query("select pg_advisory_unlock(724101)").catch(() => {});
        lockClient.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * The database the settings ask for: a PostgreSQL server for DATABASE_URL, else PGlite in DATA_DIR/db, locked to this
 * process until closed (throws a DataDirInUseError when another process has it).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const unlock = lockDataDir(options.dataDir);
  const database = openPglite(path.join(options.dataDir, "db"));
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        unlock();
      }
    },
  };
}
