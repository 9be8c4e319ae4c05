import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

interface PagerProps {
  /** The navigation landmark's name, e.g. "Notice pages". */
  label: string;
  /** What is counted, plural: "Showing 1 to 20 of 45 comments". */
  noun: string;
  page: number;
  perPage: number;
  total: number;
  /** Rows on this page when the server paged them (the last page may be short); otherwise counted from the total. */
  shown?: number;
  onPage: (page: number) => void;
}

/** "Showing X to Y of Z …" with Previous and Next: the admin tables' pages. */
export function Pager({ label, noun, page, perPage, total, shown, onPage }: PagerProps) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = shown === undefined ? Math.min(page * perPage, total) : (page - 1) * perPage + shown;
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-2 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {from} to {to} of {total} {noun}
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
