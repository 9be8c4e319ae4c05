import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Same shape as a notice card, so nothing jumps when the notices arrive. */
export function NoticeCardSkeleton() {
  return (
    <Card className="flex h-full flex-row overflow-hidden sm:flex-col" aria-hidden="true">
      <Skeleton className="w-24 shrink-0 rounded-none sm:aspect-[16/10] sm:w-full" />
      <div className="min-w-0 flex-1 space-y-3 p-3 sm:p-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </Card>
  );
}

export function NoticeGridSkeleton({
  count,
  label,
  className = GRID_CLASS,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <NoticeCardSkeleton key={i} />
      ))}
    </div>
  );
}

export const GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
/** Three featured cards fill a row on wide screens. */
export const FEATURED_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";
