import crypto from "node:crypto";
import fs from "node:fs";
import { z } from "zod";
import type { AppContext } from "../context";
import { dumpDatabase } from "../db/database-dump";
import { TarWriter } from "./tar-archive";

export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_ENTRY = {
  pglite: "database/pgdata.tar",
  postgres: "database/noticeboard.dump",
} as const;
export const IMAGES_FOLDER = "images";

/** manifest.json, last in every backup: what it holds, so a restore can check it got all of it. */
export const ManifestSchema = z.object({
  format: z.literal(1),
  /** The noticeboard's version (package.json) that wrote it. */
  version: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  /** The last migration applied to the database in it (a tag of migrations/meta/_journal.json). */
  migration: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Rows per table, read in the database snapshot itself. */
  counts: z.record(z.string(), z.number().int()),
  /** SHA-256 (hex) of every stored image, by name. */
  images: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const VERSION = (
  JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Writes one backup to `file` (a new gzipped tar): the database first, then the images, then the manifest.
 *
 * Why the pair is consistent: an image is stored (whole: written aside and renamed, or one PUT) before the row naming
 * it is inserted, and deleted only after that row is gone. So every image a row in the database snapshot names was
 * already stored when the snapshot was taken, and the image listing, made after the snapshot, finds it — unless the
 * notice was deleted in the seconds between, which the manifest then does not list (its image was already gone).
 * Images stored after the snapshot may come along too; no row names them.
 */
export async function writeBackupArchive(
  ctx: Pick<AppContext, "db" | "images">,
  file: string,
  at: Date,
): Promise<Manifest> {
  const dumpFile = `${file}.db`;
  const tar = new TarWriter(file, at);
  try {
    const facts = await dumpDatabase(ctx.db, dumpFile);
    await tar.addFile(DATABASE_ENTRY[facts.engine], dumpFile);
    await fs.promises.rm(dumpFile, { force: true });
    const images: Record<string, string> = {};
    for (const name of (await ctx.images.list()).sort()) {
      const stored = await ctx.images.get(name);
      if (!stored) continue;
      const bytes = await readAll(stored.body);
      images[name] = crypto.createHash("sha256").update(bytes).digest("hex");
      await tar.addBuffer(`${IMAGES_FOLDER}/${name}`, bytes);
    }
    const manifest: Manifest = { format: 1, version: VERSION, ...facts, createdAt: at.toISOString(), images };
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    return manifest;
  } catch (err) {
    await tar.abort();
    await fs.promises.rm(file, { force: true });
    throw err;
  } finally {
    await fs.promises.rm(dumpFile, { force: true });
  }
}
