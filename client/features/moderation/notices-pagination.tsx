import type { Pagination } from "@common/notice-types";
import { Pager } from "@/components/pager";

interface Props {
  pagination: Pagination;
  shown: number;
  onPage: (page: number) => void;
}

/** "Showing X to Y of Z notices" with Previous and Next. */
export function NoticesPagination({ pagination, shown, onPage }: Props) {
  const { page, limit, total } = pagination;
  return (
    <Pager
      label="Notice pages"
      noun="notices"
      page={page}
      perPage={limit}
      total={total}
      shown={shown}
      onPage={onPage}
    />
  );
}
