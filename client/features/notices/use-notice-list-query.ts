import { useInfiniteQuery } from "@tanstack/react-query";
import type { NoticeFilters } from "@common/notice-list-filters";
import type { PublicNotice } from "@common/notice-types";
import { noticeListQuery } from "@/lib/page-queries";

/** The list's notices, page after page, dropping any notice already shown should the list have moved meanwhile. */
export function useNoticeListQuery(filters: NoticeFilters) {
  const query = useInfiniteQuery(noticeListQuery(filters));
  const seen = new Set<number>();
  const notices: PublicNotice[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const notice of page.data) {
      if (seen.has(notice.id)) continue;
      seen.add(notice.id);
      notices.push(notice);
    }
  }
  return { ...query, notices };
}
