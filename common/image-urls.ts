/**
 * Stored notice images: the full copy is `/uploads/<random>.webp` and the card-sized copy sits beside it as
 * `/uploads/<random>-card.webp` (server/images/image-store.ts writes both).
 */
export const UPLOADS_PREFIX = "/uploads/";

const STORED_IMAGE = /^\/uploads\/([A-Za-z0-9_-]+)\.webp$/;

/** The card-sized copy of a stored image; any other URL (a legacy or external one) is returned unchanged. */
export function cardImageUrl(imageUrl: string): string;
export function cardImageUrl(imageUrl: string | null | undefined): string | null;
export function cardImageUrl(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  const match = STORED_IMAGE.exec(imageUrl);
  if (!match || match[1].endsWith("-card")) return imageUrl;
  return `${UPLOADS_PREFIX}${match[1]}-card.webp`;
}

/** The file name of a stored full image (`<random>.webp`), or null when the URL is not one of ours. */
export function storedImageName(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  const match = STORED_IMAGE.exec(imageUrl);
  return match ? `${match[1]}.webp` : null;
}
