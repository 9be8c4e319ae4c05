import { isCategory } from "@common/categories";

/** Never fails to load: drawn in place, for when the photo and the category's picture both fail. */
export const GENERIC_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#eef0ea"/><g fill="none" stroke="#5b6b5f" stroke-width="6" stroke-linejoin="round"><rect x="160" y="85" width="80" height="80" rx="6"/><line x1="175" y1="110" x2="225" y2="110"/><line x1="175" y1="130" x2="225" y2="130"/><line x1="175" y1="150" x2="205" y2="150"/></g></svg>',
)}`;

export function categoryPlaceholder(category: string): string {
  return isCategory(category) ? `/placeholders/${category}.svg` : GENERIC_PLACEHOLDER;
}

/** A notice picture that failed: the category's picture in its place, or the generic one if that failed too. */
function fallBack(img: HTMLImageElement): void {
  const category = img.dataset.category;
  if (category === undefined || img.getAttribute("src") === GENERIC_PLACEHOLDER) return;
  const placeholder = categoryPlaceholder(category);
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  img.alt = "";
  img.src = img.getAttribute("src") === placeholder ? GENERIC_PLACEHOLDER : placeholder;
}

/**
 * Before a page wakes, nothing of NoticeImage runs: a photo that fails to load (or its category's picture) is replaced
 * here as NoticeImage would, for the pictures that failed already and those that fail later (boot.ts).
 */
export function fallBackOnBrokenImages(doc: Document = document): void {
  doc.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  doc.querySelectorAll<HTMLImageElement>("img[data-category]").forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) fallBack(img);
  });
}
