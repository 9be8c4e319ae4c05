/** The list filter's value for "everywhere" (apart from common/locations.ts, so a page's first script can name it alone). */
export const ALL_LOCATIONS = "all";
