import { Link } from "wouter";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FindNotices } from "@/features/notices/find-notices";
import { NOT_FOUND_HEAD } from "@common/page-heads";
import { defineFallbackPage } from "./page-module";

export function NotFoundPage() {
  return (
    <div className="flex w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-lg">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="h-8 w-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <FindNotices />
          <Button asChild variant="outline">
            <Link href="/">Back to homepage</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The page for any path no page has: a 404, rendered by the server too. */
export const page = defineFallbackPage({
  name: "not-found",
  fallback: true,
  head: () => NOT_FOUND_HEAD,
  prefetch: async () => ({ status: 404 }),
  component: NotFoundPage,
});
