import { ChevronLeft, ChevronRight } from "lucide-react";
import type { AdminNoticeList } from "@common/admin-notice-schemas";
import { Button } from "@/components/ui/button";

interface Props {
  pagination: AdminNoticeList["pagination"];
  shown: number;
  onPage: (page: number) => void;
}

/** "Showing X to Y of Z notices" with Previous and Next. */
export function NoticesPagination({ pagination, shown, onPage }: Props) {
  const { page, limit, total, totalPages } = pagination;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = (page - 1) * limit + shown;
  return (
    <nav aria-label="Notice pages" className="flex flex-col items-center justify-between gap-2 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {from} to {to} of {total} notices
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
