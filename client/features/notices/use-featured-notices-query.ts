import { useQuery } from "@tanstack/react-query";
import type { NoticeFilters } from "@common/notice-list-filters";
import { featuredNoticesQuery } from "@/lib/page-queries";

/** The featured notices of a list's category and town. */
export function useFeaturedNoticesQuery(filters: Pick<NoticeFilters, "category" | "location">) {
  return useQuery(featuredNoticesQuery(filters));
}
