import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardImageUrl } from "../../common/image-urls";
import { loadConfig } from "../config";
import { photoJpeg } from "../test/test-images";
import { startLocalS3, type LocalS3 } from "../test/local-s3";
import { createTestApp, type TestApp } from "../test/test-app";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { deleteNoticeImage } from "./image-store";
import { createObjectStore, FolderStore, S3Store } from "./object-store";

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ images: s3.store() });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("images in an S3-compatible bucket", () => {
  it("are chosen by S3_BUCKET, else the DATA_DIR/uploads folder", () => {
    const bucket = loadConfig({
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "a",
      S3_SECRET_ACCESS_KEY: "b",
    });
    expect(createObjectStore(bucket)).toBeInstanceOf(S3Store);
    expect(createObjectStore(loadConfig({ DATA_DIR: "/tmp/nb" }))).toBeInstanceOf(FolderStore);
    expect(() => loadConfig({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "a" })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it("stores a posted photo and its card copy in the bucket and serves both with long cache headers", async () => {
    const res = await postNoticeForm(t, validFields(), { image: { bytes: await photoJpeg(1200, 900) } });
    expect(res.statusCode, res.body).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    for (const url of [imageUrl, cardImageUrl(imageUrl)]) {
      const image = await t.app.inject({ method: "GET", url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(image.headers["x-content-type-options"]).toBe("nosniff");
      expect(image.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    const fromBucket = await s3.store().get(imageUrl.replace("/uploads/", ""));
    expect(fromBucket).not.toBeNull();
    fromBucket?.body.destroy();
  });

  it("deletes both copies from the bucket, and answers 404 for a name it does not hold", async () => {
    const res = await postNoticeForm(t, validFields(), { image: { bytes: await photoJpeg(400, 300) } });
    const { imageUrl } = res.json<{ imageUrl: string }>();
    await deleteNoticeImage(t.app.ctx, imageUrl);
    expect((await t.app.inject({ method: "GET", url: imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: cardImageUrl(imageUrl) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/uploads/..%2Fsecret.webp" })).statusCode).toBe(404);
  });
});
