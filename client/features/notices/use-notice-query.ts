import { useQuery } from "@tanstack/react-query";
import { noticeQuery } from "@/lib/page-queries";

/** One notice (a notice page, its poster); any failure shows the not-found or gone card. */
export function useNoticeQuery(id: string) {
  return useQuery(noticeQuery(id));
}
