/**
 * What the search box suggests trying: words the seeded board holds (server/seed/seed.test.ts checks each finds a
 * seed notice), so a newcomer's first search finds something.
 */
export const SEARCH_EXAMPLES = ["bike", "quiz night"] as const;

export const SEARCH_PLACEHOLDER = `Try ${SEARCH_EXAMPLES.map((e) => `“${e}”`).join(" or ")}`;
