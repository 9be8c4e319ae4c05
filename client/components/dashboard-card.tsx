import { useId, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * A card of the dashboard above the tabs (a region named by its heading): a placeholder while its query loads, one
 * line when it fails, then what `children` makes of the data.
 */
export function DashboardCard<T>({
  title,
  query,
  failedText,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="p-4 pb-2">
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-0">
        {query.data === undefined ? (
          query.isError ? (
            <p className="text-sm text-muted-foreground">{failedText}</p>
          ) : (
            <Skeleton className="h-12 w-full" />
          )
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
