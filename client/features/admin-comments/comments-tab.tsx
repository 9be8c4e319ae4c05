/** The admin dashboard's Comments tab (issue 6) — not built yet. */
export function CommentsTab() {
  return null;
}
