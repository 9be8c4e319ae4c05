import { Skeleton } from "@/components/ui/skeleton";

/** The notice page's shape while it loads. */
export function NoticeDetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading notice"
      className="container mx-auto max-w-4xl space-y-6 px-4 py-6"
    >
      <Skeleton className="h-4 w-64" />
      <Skeleton className="aspect-[16/9] w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-32" />
      </div>
      <Skeleton className="h-9 w-3/4" />
      <div className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-11 w-56" />
    </div>
  );
}
