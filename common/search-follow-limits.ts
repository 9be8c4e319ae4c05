/**
 * The limits of learning from the board's own searches (issue 39), apart from the schemas so that the public pages,
 * which keep the tab's search, load no part of zod before their first paint (issue 38).
 */

/** A pair becomes a proposal once this many tabs have reported it. */
export const PROPOSAL_TABS = 3;
/** A tab's id and its missed search are forgotten after this long (ms). */
export const SEARCH_TAB_TTL_MS = 30 * 60 * 1000;
