import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Comments shown per page: the API answers a plain array (product-spec §7), so the browser pages it. */
export const COMMENTS_PER_PAGE = 20;

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing X to Y of Z comments" with Previous and Next, as the Notices tab pages. */
export function CommentsPagination({ page, total, onPage }: Props) {
  const totalPages = Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
  const from = total === 0 ? 0 : (page - 1) * COMMENTS_PER_PAGE + 1;
  const to = Math.min(page * COMMENTS_PER_PAGE, total);
  return (
    <nav aria-label="Comment pages" className="flex flex-col items-center justify-between gap-2 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {from} to {to} of {total} comments
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
