import crypto from "node:crypto";
import { cardImageUrl, storedImageName, UPLOADS_PREFIX } from "../../common/image-urls";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { detectImageFormat } from "./image-format";

/**
 * A decompression bomb (a tiny file that expands to gigapixels) fails fast instead of eating the memory. Sized for a
 * 1 GB machine with DECODE_SLOTS: two 40 MP pictures decoding at once hold about 2 × 40 MP × 3 bytes = 240 MB of
 * pixels at worst, beside the server's ~250 MB.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Uploads decoded at the same time; the others wait their turn (a queue), well within the post's time. */
export const DECODE_SLOTS = 2;
export const FULL_MAX_SIDE = 1600;
export const CARD_MAX_SIDE = 640;

export const INVALID_IMAGE_MESSAGE = "Please upload a valid image (JPEG, PNG, WebP)";
export const IMAGE_TOO_LARGE_MESSAGE = "Image must be less than 5MB";
const TOO_MANY_PIXELS_MESSAGE = "Image dimensions are too large";

let decoding = 0;
let peakDecoding = 0;
const waiting: (() => void)[] = [];

/** The most decodes seen at once since the last call (for tests), then starts counting again. */
export function takePeakDecoding(): number {
  const peak = peakDecoding;
  peakDecoding = decoding;
  return peak;
}

/** Runs `work` when one of the DECODE_SLOTS is free, in the order asked. */
async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  peakDecoding = Math.max(peakDecoding, decoding);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/** sharp, loaded on the first upload (most servers spend most of their life without one: docs/decisions/0015). */
async function loadSharp() {
  const { default: sharp } = await import("sharp");
  // One thread per picture (two pictures at a time on a small machine) and no cache of decoded pictures: each upload
  // is decoded once.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
}

/**
 * Decodes once (in a decode slot), turns upright by its EXIF orientation, and re-encodes as WebP: the full copy (longest
 * side ≤ FULL_MAX_SIDE) and the card copy (≤ CARD_MAX_SIDE) made from the full copy's pixels; no metadata.
 */
async function encodeCopies(bytes: Buffer): Promise<[Buffer, Buffer]> {
  const sharp = await loadSharp();
  const pixels = await inDecodeSlot(() =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true })
      .rotate()
      .resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = {
    raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
  };
  return Promise.all([
    sharp(pixels.data, raw).webp({ quality: 82, effort: 4 }).toBuffer(),
    sharp(pixels.data, raw)
      .resize({ width: CARD_MAX_SIDE, height: CARD_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer(),
  ]);
}

function toImageError(err: unknown): AppError {
  const message = err instanceof Error ? err.message : "";
  if (/pixel limit/i.test(message)) return new AppError(413, TOO_MANY_PIXELS_MESSAGE);
  return new AppError(415, INVALID_IMAGE_MESSAGE);
}

/**
 * Stores an uploaded notice image: JPEG, PNG or WebP by its bytes (415 otherwise), auto-rotated, re-encoded to WebP
 * (longest side ≤ 1600 px) plus a card-sized copy, every metadata block dropped, under a random name. Answers the URL
 * of the full copy; `cardImageUrl()` gives the card copy's.
 */
export async function storeNoticeImage(
  ctx: Pick<AppContext, "images">,
  bytes: Buffer,
): Promise<{ imageUrl: string }> {
  if (!detectImageFormat(bytes)) throw new AppError(415, INVALID_IMAGE_MESSAGE);
  let full: Buffer;
  let card: Buffer;
  try {
    [full, card] = await encodeCopies(bytes);
  } catch (err) {
    throw toImageError(err);
  }
  const base = crypto.randomBytes(16).toString("base64url");
  const imageUrl = `${UPLOADS_PREFIX}${base}.webp`;
  try {
    // The card copy first: once the full copy exists, both do.
    await ctx.images.put(`${base}-card.webp`, card, "image/webp");
    await ctx.images.put(`${base}.webp`, full, "image/webp");
  } catch (err) {
    await deleteNoticeImage(ctx, imageUrl);
    throw err;
  }
  return { imageUrl };
}

/** Deletes a stored image and its card copy; a URL that is not one of ours, or a missing file, is ignored. */
export async function deleteNoticeImage(
  ctx: Pick<AppContext, "images">,
  imageUrl: string | null,
): Promise<void> {
  const name = storedImageName(imageUrl);
  if (!name || !imageUrl) return;
  const card = cardImageUrl(imageUrl).slice(UPLOADS_PREFIX.length);
  await ctx.images.delete([name, card]);
}
