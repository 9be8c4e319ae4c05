import { Link } from "wouter";
import { titled } from "@common/page-heads";
import { FileQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { usePageTitle } from "@/lib/use-page-title";
import { FindNotices } from "./find-notices";

/** Shown for any failure to load a notice (product-spec.md §2, §8). */
export function NoticeNotFound() {
  usePageTitle(titled("Notice not found"));
  return (
    <div className="flex w-full justify-center px-4 py-16">
      <Card className="w-full max-w-lg text-center">
        <CardContent className="space-y-4 pt-6">
          <FileQuestion className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Notice not found</h1>
          <p className="text-muted-foreground">This notice may have been removed or the link is incorrect.</p>
          <FindNotices />
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
