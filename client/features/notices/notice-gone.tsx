import { lazy, Suspense } from "react";
import { ApiError } from "@/lib/api-client";

/* The card checks the answer with its schema: loaded only for such a notice, so the public pages load no validation
   library (docs/decisions/0015-memory-footprint.md). */
const GoneNoticeCard = lazy(() => import("./gone-notice-card").then((m) => ({ default: m.GoneNoticeCard })));

/** The 410 answer of a notice that has just left the board (the failed request); null for any other failure. */
export function goneNoticeOf(error: unknown): ApiError | null {
  return error instanceof ApiError && error.status === 410 ? error : null;
}

/** What the page says once its notice has left the board (gone-notice-card.tsx). */
export function NoticeGone({ gone }: { gone: ApiError }) {
  return (
    <Suspense fallback={null}>
      <GoneNoticeCard error={gone} />
    </Suspense>
  );
}
