import { Link } from "wouter";
import { Archive } from "lucide-react";
import { GoneNoticeSchema, goneNoticeTitle, outcomeLabel, type GoneNotice } from "@common/notice-outcomes";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/use-page-title";

/** The 410 answer of a notice that has just left the board, read from the failed request; null for any other failure. */
export function goneNoticeOf(error: unknown): GoneNotice | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const parsed = GoneNoticeSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** "This notice has expired" with its title, or the outcome its poster chose ("Sold", "Found", …). */
export function NoticeGone({ gone }: { gone: GoneNotice }) {
  const heading = gone.outcome ? outcomeLabel(gone.outcome) : gone.message;
  usePageTitle(goneNoticeTitle(gone));
  return (
    <div className="flex w-full justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="space-y-4 pt-6">
          <Archive className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-lg font-medium break-words">{gone.title}</p>
          <p className="text-muted-foreground">
            {gone.outcome
              ? "The poster has closed this notice. It is no longer on the board."
              : "This notice has reached the end of its time on the board."}
          </p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
