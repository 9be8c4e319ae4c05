/** "Feature this notice" and its dialog (issue 7) — not built yet. */
export function FeatureNoticeButton(_props: { notice: { id: number; title: string; category: string; isFeatured: boolean } }) {
  return null;
}
