import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Config } from "../config";
import { PGLITE_EXTENSIONS } from "../db/client";
import { lockDataDir } from "../db/data-dir-lock";
import { migrationTags, readDumpFacts, runPostgresTool } from "../db/database-dump";
import { createObjectStore, FolderStore, S3Store } from "../images/object-store";
import {
  DATABASE_ENTRY,
  IMAGES_FOLDER,
  MANIFEST_ENTRY,
  ManifestSchema,
  type Manifest,
} from "./backup-archive";
import { quietCopySql } from "./quiet-copy";
import { extractTar } from "./tar-archive";

/** A restore that would overwrite something, or cannot fit this set-up: its message is the one line to print. */
export class RestoreRefusedError extends Error {}

/** What may sit in an empty data folder: backups (the file being restored may be among them). */
const ALLOWED_IN_EMPTY = new Set(["backups"]);

function entriesOf(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function readManifest(dir: string): Manifest {
  const parsed = ManifestSchema.safeParse(
    JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_ENTRY), "utf8")),
  );
  if (!parsed.success)
    throw new RestoreRefusedError("This file is not a noticeboard backup (its manifest is not valid).");
  return parsed.data;
}

function requireFits(manifest: Manifest, config: Config): void {
  const known = new Set(migrationTags().values());
  if (manifest.migration && !known.has(manifest.migration)) {
    throw new RestoreRefusedError(
      `This backup was made by a newer version of the noticeboard (migration ${manifest.migration}): update the code first.`,
    );
  }
  if (manifest.engine === "pglite" && config.databaseUrl) {
    throw new RestoreRefusedError(
      "This backup holds an embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
    );
  }
  if (manifest.engine === "postgres" && !config.databaseUrl) {
    throw new RestoreRefusedError(
      "This backup holds a PostgreSQL database: set DATABASE_URL to an empty database.",
    );
  }
}

function requireSameCounts(manifest: Manifest, counts: Record<string, number>): void {
  for (const [table, expected] of Object.entries(manifest.counts)) {
    if (counts[table] !== expected) {
      throw new Error(`Restored table ${table} holds ${counts[table] ?? "no"} rows, the backup ${expected}`);
    }
  }
}

/** Moves `name` in the data folder aside (kept, not deleted) before --force replaces it. */
function moveAside(dataDir: string, name: string, stamp: string): void {
  const from = path.join(dataDir, name);
  if (fs.existsSync(from)) fs.renameSync(from, path.join(dataDir, `${name}.before-restore-${stamp}`));
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function restorePostgres(
  url: string,
  dump: string,
  force: boolean,
  manifest: Manifest,
  quiet: { text: string; params: string[] } | undefined,
): Promise<void> {
  await runPostgresTool("pg_restore", url, [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    ...(force ? ["--clean", "--if-exists"] : []),
    dump,
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    requireSameCounts(
      manifest,
      (await readDumpFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows)).counts,
    );
    if (quiet) await client.query(quiet.text, quiet.params);
  } finally {
    await client.end();
  }
}

async function restorePglite(
  dbDir: string,
  dump: string,
  manifest: Manifest,
  quiet: { text: string; params: string[] } | undefined,
): Promise<void> {
  const client = await PGlite.create({
    dataDir: dbDir,
    loadDataDir: new Blob([fs.readFileSync(dump)]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    requireSameCounts(
      manifest,
      (await readDumpFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows)).counts,
    );
    if (quiet) await client.query(quiet.text, quiet.params);
  } finally {
    await client.close();
  }
}

/**
 * `npm run restore FILE`: the database of a backup into an empty data folder (embedded) or an empty database
 * (DATABASE_URL), and its images into the image store; checks row counts and image hashes against the manifest.
 * Refuses a folder or database that holds anything, unless `force` (then the old database folder and images are moved
 * aside as `*.before-restore-<time>`, and a PostgreSQL database is cleaned of what the backup holds).
 * The copy is left quiet (quiet-copy.ts: outbox paused, jobs off) unless `live`.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: { force: boolean; live?: boolean },
): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No such file: ${file}`);
  const { dataDir } = config;
  const images = createObjectStore(config);
  const occupied = config.databaseUrl
    ? (await postgresTableCount(config.databaseUrl)) > 0 ||
      (images instanceof FolderStore && entriesOf(images.dir).length > 0)
    : entriesOf(dataDir).some((name) => !ALLOWED_IN_EMPTY.has(name));
  if (occupied && !options.force) {
    const where = config.databaseUrl
      ? "The database (or the uploads folder) is not empty"
      : `${dataDir} is not empty`;
    throw new RestoreRefusedError(
      `${where}: restore into an empty one, or add --force to replace what is there.`,
    );
  }
  const unlock = config.databaseUrl ? () => {} : lockDataDir(dataDir);
  const work = fs.mkdtempSync(`${dataDir.replace(/\/+$/, "")}.restore-`);
  try {
    await extractTar(file, work);
    const manifest = readManifest(work);
    requireFits(manifest, config);
    const stamp = new Date().toISOString().replace(/[-:]/g, "").slice(0, 15);
    if (occupied && images instanceof FolderStore) moveAside(dataDir, path.basename(images.dir), stamp);
    const dump = path.join(work, DATABASE_ENTRY[manifest.engine]);
    const quiet = options.live ? undefined : quietCopySql(path.basename(file), new Date());
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump, occupied, manifest, quiet);
    else {
      if (occupied) moveAside(dataDir, "db", stamp);
      await restorePglite(path.join(dataDir, "db"), dump, manifest, quiet);
    }
    for (const [name, hash] of Object.entries(manifest.images)) {
      const bytes = fs.readFileSync(path.join(work, IMAGES_FOLDER, name));
      if (crypto.createHash("sha256").update(bytes).digest("hex") !== hash) {
        throw new Error(`Image ${name} in the backup does not match its hash`);
      }
      await images.put(name, bytes, "image/webp");
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    if (images instanceof S3Store) images.destroy();
    unlock();
  }
}
