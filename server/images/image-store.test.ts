import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardImageUrl } from "../../common/image-urls";
import { AppError } from "../errors";
import { createTestApp, type TestApp } from "../test/test-app";
import { DECODE_SLOTS, deleteNoticeImage, storeNoticeImage, takePeakDecoding } from "./image-store";
import { jpegWithGps, phonePhotoJpeg, pixelBombPng, smallPng, smallWebp } from "../test/test-images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fileOf = (url: string) => path.join(t.app.ctx.uploadsDir, url.replace("/uploads/", ""));

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return err.statusCode;
    throw err;
  }
}

describe("storeNoticeImage", () => {
  it("stores an upright WebP and a card copy with no EXIF, GPS or orientation left", async () => {
    const { imageUrl } = await storeNoticeImage(t.app.ctx, await jpegWithGps(400, 200, 6));
    expect(imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const full = await sharp(fileOf(imageUrl)).metadata();
    expect(full.format).toBe("webp");
    // Orientation 6 means the camera was turned: the stored copy is turned back, so portrait.
    expect([full.width, full.height]).toEqual([200, 400]);
    expect(full.exif).toBeUndefined();
    expect(full.orientation).toBeUndefined();
    expect(full.xmp).toBeUndefined();
    expect(full.icc).toBeUndefined();
    const card = await sharp(fileOf(cardImageUrl(imageUrl))).metadata();
    expect(card.format).toBe("webp");
    expect(card.exif).toBeUndefined();
  });

  it("shrinks a large photo to 1600 px on its longest side and the card copy further", async () => {
    const big = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: "#8d6e63" } })
      .jpeg()
      .toBuffer();
    const { imageUrl } = await storeNoticeImage(t.app.ctx, big);
    const full = await sharp(fileOf(imageUrl)).metadata();
    expect([full.width, full.height]).toEqual([1600, 900]);
    const card = await sharp(fileOf(cardImageUrl(imageUrl))).metadata();
    expect(Math.max(card.width, card.height)).toBeLessThanOrEqual(640);
  });

  it("re-encodes a 12-megapixel phone photo to a fraction of its size", async () => {
    const photo = await phonePhotoJpeg();
    const { imageUrl } = await storeNoticeImage(t.app.ctx, photo);
    const full = fs.statSync(fileOf(imageUrl)).size;
    const card = fs.statSync(fileOf(cardImageUrl(imageUrl))).size;
    console.info(
      `phone photo 4032x3024: ${photo.length} bytes JPEG → ${full} bytes WebP (1600 px) + ${card} bytes card copy`,
    );
    expect(photo.length).toBeGreaterThan(2_500_000);
    expect(full).toBeLessThan(photo.length / 4);
    expect(card).toBeLessThan(full);
    const meta = await sharp(fileOf(imageUrl)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
  }, 60_000);

  it("accepts PNG and WebP by their bytes", async () => {
    for (const bytes of [await smallPng(), await smallWebp()]) {
      const { imageUrl } = await storeNoticeImage(t.app.ctx, bytes);
      expect(fs.existsSync(fileOf(imageUrl))).toBe(true);
    }
  });

  it("refuses what is not a JPEG, PNG or WebP by its bytes with 415, and stores nothing", async () => {
    const before = fs.readdirSync(t.app.ctx.uploadsDir).length;
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg")]);
    for (const bytes of [
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.from("%PDF-1.4"),
      gif,
      fakeJpeg,
    ]) {
      expect(await statusOf(storeNoticeImage(t.app.ctx, bytes))).toBe(415);
    }
    expect(fs.readdirSync(t.app.ctx.uploadsDir)).toHaveLength(before);
  });

  it("refuses a decompression bomb quickly with a 4xx", async () => {
    const started = Date.now();
    const status = await statusOf(storeNoticeImage(t.app.ctx, await pixelBombPng()));
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("deletes both copies, and ignores foreign or missing images", async () => {
    const { imageUrl } = await storeNoticeImage(t.app.ctx, await smallPng());
    await deleteNoticeImage(t.app.ctx, imageUrl);
    expect(fs.existsSync(fileOf(imageUrl))).toBe(false);
    expect(fs.existsSync(fileOf(cardImageUrl(imageUrl)))).toBe(false);
    await deleteNoticeImage(t.app.ctx, imageUrl);
    await deleteNoticeImage(t.app.ctx, "https://example.org/photo.jpg");
    await deleteNoticeImage(t.app.ctx, "/uploads/../../etc/passwd");
    await deleteNoticeImage(t.app.ctx, null);
  });

  it("leaves no temporary files behind", async () => {
    expect(fs.readdirSync(t.app.ctx.uploadsDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("big images at once", () => {
  it(
    "decodes at most two at a time; the others wait their turn and are all stored",
    { timeout: 120_000 },
    async () => {
      const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: "#2d6a4f" } })
        .png()
        .toBuffer();
      takePeakDecoding();
      const stored = await Promise.all(Array.from({ length: 6 }, () => storeNoticeImage(t.app.ctx, big)));
      expect(DECODE_SLOTS).toBe(2);
      expect(takePeakDecoding()).toBe(2);
      for (const { imageUrl } of stored) {
        expect((await sharp(fileOf(imageUrl)).metadata()).width).toBe(1600);
        expect((await sharp(fileOf(cardImageUrl(imageUrl))).metadata()).width).toBe(640);
      }
    },
  );
});
