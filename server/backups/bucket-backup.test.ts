import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../test/local-s3";
import { createTestApp, type TestApp } from "../test/test-app";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { photoJpeg } from "../test/test-images";
import { ManifestSchema } from "./backup-archive";
import { BUCKET_PREFIX } from "./backup-service";
import { ensureBackupToken, readBackupToken } from "./backup-token";
import { extractTar } from "./tar-archive";
import os from "node:os";
import path from "node:path";

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ images: s3.store() });
  ensureBackupToken(t.config.dataDir);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("a backup with images in a bucket", () => {
  it("holds the bucket's images, is also written to the bucket, and is never served from it", async () => {
    const posted = await postNoticeForm(t, validFields(), { image: { bytes: await photoJpeg(800, 600) } });
    expect(posted.statusCode, posted.body).toBe(201);
    const name = posted.json<{ imageUrl: string }>().imageUrl.slice("/uploads/".length);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers: { authorization: `Bearer ${readBackupToken(t.config.dataDir)}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<{ path: string }>().path;

    const work = fs.mkdtempSync(path.join(os.tmpdir(), "nb-bucket-backup-"));
    try {
      await extractTar(file, work);
      const manifest = ManifestSchema.parse(
        JSON.parse(fs.readFileSync(path.join(work, "manifest.json"), "utf8")),
      );
      expect(Object.keys(manifest.images).sort()).toEqual([name.replace(".webp", "-card.webp"), name]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }

    const key = `${BUCKET_PREFIX}${path.basename(file)}`;
    const copy = await s3.store().get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of copy!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(fs.readFileSync(file))).toBe(true);
    const served = await t.app.inject({ method: "GET", url: `/uploads/${encodeURIComponent(key)}` });
    expect(served.statusCode).toBe(404);
  });
});
