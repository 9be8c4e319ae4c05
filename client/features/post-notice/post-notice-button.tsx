/** "Post a Notice" button that opens the post dialog (issue 3) — not built yet. */
export function PostNoticeButton(_props: { className?: string; size?: "default" | "sm" | "lg" }) {
  return null;
}
