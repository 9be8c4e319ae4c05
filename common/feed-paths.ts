/** Where the feeds and calendars live; the pages link to them and the server answers them (server/feeds). */

/** `/feed.xml` following a list's filters (the category of a category page, the town and search of its query). */
export function feedPath(filters: { category?: string; location?: string; search?: string }): string {
  const params = new URLSearchParams();
  for (const key of ["category", "location", "search"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `/feed.xml?${qs}` : "/feed.xml";
}

export const noticeCalendarPath = (id: number) => `/notice/${id}/event.ics`;

export const posterPath = (id: number) => `/poster/${id}`;
