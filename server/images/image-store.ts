import crypto from "node:crypto";
import { cardImageUrl, storedImageName, UPLOADS_PREFIX } from "../../common/image-urls";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { detectImageFormat } from "./image-format";

/** A decompression bomb (a tiny file that expands to gigapixels) fails fast instead of eating the memory. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const FULL_MAX_SIDE = 1600;
export const CARD_MAX_SIDE = 640;

export const INVALID_IMAGE_MESSAGE = "Please upload a valid image (JPEG, PNG, WebP)";
export const IMAGE_TOO_LARGE_MESSAGE = "Image must be less than 5MB";
const TOO_MANY_PIXELS_MESSAGE = "Image dimensions are too large";

/** Decodes, turns upright by its EXIF orientation, and re-encodes as WebP no larger than `maxSide`; no metadata. */
async function encodeWebp(bytes: Buffer, maxSide: number, quality: number): Promise<Buffer> {
  // Loaded on the first upload: most servers spend most of their life without one (see docs/decisions/0015).
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality, effort: 4 })
    .toBuffer();
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
    [full, card] = await Promise.all([
      encodeWebp(bytes, FULL_MAX_SIDE, 82),
      encodeWebp(bytes, CARD_MAX_SIDE, 78),
    ]);
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
