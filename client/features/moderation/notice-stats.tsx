import type { AdminStats } from "@common/notice-types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminStatsQuery } from "./use-admin-notices-query";

const CARDS: { key: keyof AdminStats; label: string }[] = [
  { key: "totalNotices", label: "Total Notices" },
  { key: "pendingNotices", label: "Pending Approval" },
  { key: "activeNotices", label: "Active Notices" },
  { key: "expiredNotices", label: "Expired" },
];

/** The four counts at the top of the Notices tab. */
export function NoticeStats() {
  const stats = useAdminStatsQuery();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Notice counts">
      {CARDS.map(({ key, label }) => (
        <li key={key}>
          <Card className="h-full">
            <CardHeader className="p-4 pb-1">
              <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
            </CardHeader>
            <CardContent className="p-4 pt-0">
              {stats.data ? (
                <p className="text-2xl font-bold" data-testid={`stat-${key}`}>
                  {stats.data[key]}
                </p>
              ) : stats.isError ? (
                <p className="text-2xl font-bold">–</p>
              ) : (
                <Skeleton className="h-8 w-12" />
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
