/**
 * The infinite-query options of an admin list on the one cursor page shape (common/cursor-page.ts): the first page
 * has no cursor, each later one the `nextCursor` of the page before, until it is null.
 */
export const cursorPages = {
  initialPageParam: "",
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

/** `?cursor=` for a page after the first, nothing for the first. */
export const cursorQuery = (cursor: string) => (cursor ? { cursor } : {});
