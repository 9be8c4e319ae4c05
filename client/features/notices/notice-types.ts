export type { NoticeListPage, PublicNotice } from "@common/notice-types";

/** The list filters that live in the query string (product-spec.md §2) plus the category of a category page. */
export interface NoticeFilters {
  category?: string;
  location?: string;
  search?: string;
  sort?: string;
}
