/** The comments of a discussion notice, anchored #comments (issue 6) — not built yet. */
export function CommentsSection(_props: { noticeId: number }) {
  return null;
}
