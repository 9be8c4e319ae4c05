import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { uploadsDirOf } from "../context";

/** A stored object as served: its bytes as a stream, and their length. */
export interface StoredObject {
  body: Readable;
  length?: number;
}

/**
 * Where notice images live: a local folder (one server) or an S3-compatible bucket (several servers share it). Names
 * are flat (`<random>.webp`); the web path is always `/uploads/<name>`.
 */
export interface ObjectStore {
  readonly kind: "folder" | "s3";
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Missing names are ignored. */
  delete(names: string[]): Promise<void>;
  /** Null when there is no such object. */
  get(name: string): Promise<StoredObject | null>;
  /** Every stored image's name (what a backup copies). */
  list(): Promise<string[]>;
}

/** A stored image's name: flat, no dot first (the folder's half-written `.tmp` files start with one), WebP. */
export const STORED_NAME = /^[A-Za-z0-9_-]+\.webp$/;

/** Writes beside the target and renames, so a reader never sees a half-written file. */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const tmp = path.join(dir, `.${name}.${crypto.randomBytes(4).toString("hex")}.tmp`);
  try {
    await fs.writeFile(tmp, data, { flag: "wx" });
    await fs.rename(tmp, path.join(dir, name));
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

export class FolderStore implements ObjectStore {
  readonly kind = "folder" as const;
  constructor(readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await writeAtomically(this.dir, name, data);
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.rm(path.join(this.dir, name), { force: true })));
  }

  async get(name: string): Promise<StoredObject | null> {
    const file = path.join(this.dir, path.basename(name));
    const handle = await fs.open(file, "r").catch(() => null);
    if (!handle) return null;
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), length: size };
  }

  async list(): Promise<string[]> {
    const entries = await fs.readdir(this.dir, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile() && STORED_NAME.test(e.name)).map((e) => e.name);
  }
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export class S3Store implements ObjectStore {
  readonly kind = "s3" as const;
  private sdk?: Promise<{ s3: typeof import("@aws-sdk/client-s3"); client: S3Client }>;
  private made?: S3Client;

  constructor(private readonly settings: S3Settings) {}

  /** The AWS SDK and the client, loaded at the first use of the bucket rather than at start (docs/decisions/0015). */
  private connect() {
    return (this.sdk ??= import("@aws-sdk/client-s3").then((s3) => {
      const { settings } = this;
      this.made = new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        // Path-style URLs (endpoint/bucket/key) work with every S3-compatible server, MinIO and friends included.
        forcePathStyle: Boolean(settings.endpoint),
        // Other S3-compatible stores may not understand the SDK's default checksums, sent as an aws-chunked body when
        // the body is a stream (a backup file): some store those chunk headers as part of the object.
        ...(settings.endpoint
          ? {
              requestChecksumCalculation: "WHEN_REQUIRED" as const,
              responseChecksumValidation: "WHEN_REQUIRED" as const,
            }
          : {}),
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      });
      return { s3, client: this.made };
    }));
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: name,
        Body: data,
        ContentType: contentType,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async delete(names: string[]): Promise<void> {
    if (!names.length) return;
    const { s3, client } = await this.connect();
    await client.send(
      new s3.DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: names.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  async get(name: string): Promise<StoredObject | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { body: answer.Body as Readable, length: answer.ContentLength };
    } catch (err) {
      if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
      throw err;
    }
  }

  /** Keys under `prefix` (all of them, page by page). */
  async listKeys(prefix = ""): Promise<string[]> {
    const { s3, client } = await this.connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async list(): Promise<string[]> {
    return (await this.listKeys()).filter((key) => STORED_NAME.test(key));
  }

  /** Uploads a file from disk as a stream (a backup may be larger than the memory at hand). */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const { s3, client } = await this.connect();
    const { size } = await fs.stat(file);
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  destroy(): void {
    this.made?.destroy();
  }
}

/** The bucket when S3_BUCKET is set, else the folder `DATA_DIR/uploads`. */
export function createObjectStore(config: Config): ObjectStore {
  if (config.s3) return new S3Store(config.s3);
  return new FolderStore(uploadsDirOf(config));
}
