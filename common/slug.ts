/**
 * The notice slug of product-spec.md §2: drop every character that is not a letter, digit, underscore, whitespace or
 * hyphen; trim; whitespace runs become one hyphen; repeated hyphens collapse. Case is kept, as the spec says nothing of it.
 */
export function slugify(title: string): string {
  return title
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export function noticePath(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `/notice/${id}/${slug}` : `/notice/${id}`;
}
