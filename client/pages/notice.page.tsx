import { useEffect } from "react";
import { useLocation, useParams } from "wouter";
import { isNoticeId, noticePath } from "@common/slug";
import { AdminNoticeBanner } from "@/features/moderation/admin-notice-banner";
import { useAdminNoticePreviewQuery } from "@/features/moderation/use-admin-notice-preview-query";
import { NoticeDetail } from "@/features/notices/notice-detail";
import { NoticeDetailSkeleton } from "@/features/notices/notice-detail-skeleton";
import { NoticeNotFound } from "@/features/notices/notice-not-found";
import { goneNoticeOf, NoticeGone } from "@/features/notices/notice-gone";
import { useNoticeQuery } from "@/features/notices/use-notice-query";
import { usePageView } from "@/features/notices/use-page-view";
import { usePageTitle } from "@/lib/use-page-title";
import { noticeHead } from "@common/page-heads";
import { noticeCommentsQuery, prefetchNotice, settingsQuery, showsComments } from "@/lib/page-queries";
import { definePage } from "./page-module";

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** /notice/:id and /notice/:id/:slug: any slug opens the notice, and the address is then put right. */
export function NoticePage() {
  const { id = "" } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const isId = isNoticeId(id);
  const notice = useNoticeQuery(id);
  usePageView("notice", undefined, isId);
  // A notice the public cannot see may still be opened by a logged-in admin (the queue's "o", "View in new tab").
  const preview = useAdminNoticePreviewQuery(id, isId && notice.isError);
  const data = notice.data ?? preview.data;
  usePageTitle(data ? page.head({ notice: data }).title : null);

  useEffect(() => {
    if (!data) return;
    const canonical = noticePath(data.id, data.title);
    if (safeDecode(window.location.pathname) !== canonical) {
      navigate(`${canonical}${window.location.search}${window.location.hash}`, { replace: true });
    }
    if (window.location.hash === "#comments") {
      document.getElementById("comments")?.scrollIntoView({ block: "start" });
    }
  }, [data, navigate]);

  if (preview.data) {
    // An admin's view of a notice the public could not see: once approved from the banner, the notice itself.
    if (preview.data.status === "active") return <NoticeDetail notice={preview.data} />;
    return (
      <>
        <AdminNoticeBanner notice={preview.data} />
        <NoticeDetail notice={preview.data} />
      </>
    );
  }
  // Anyone else (and the server's render, which never sees an admin): a notice that has just left the board says so,
  // anything else is 404. An admin's preview, when it arrives, takes the card's place.
  const gone = goneNoticeOf(notice.error);
  if (gone) return <NoticeGone gone={gone} />;
  if (!isId || notice.isError) return <NoticeNotFound />;
  if (!data) return <NoticeDetailSkeleton />;
  return <NoticeDetail notice={data} />;
}

export const page = definePage({
  name: "notice",
  path: "/notice/:id/:slug?",
  kind: "notice",
  rendered: true,
  countsView: true,
  titleFromData: true,
  head: noticeHead("", false),
  prefetch: async (queryClient, { params, via }) => {
    const load = await prefetchNotice(queryClient, params.id, via);
    const { notice } = load;
    if (notice) {
      await Promise.all([
        showsComments(notice) ? queryClient.prefetchQuery(noticeCommentsQuery(notice.id, via)) : undefined,
        // "Feature this notice" shows only when the server takes payments.
        queryClient.prefetchQuery(settingsQuery(via)),
      ]);
    }
    return load;
  },
  component: NoticePage,
});
