import { Link } from "wouter";
import { Archive } from "lucide-react";
import { GoneNoticeSchema, type GoneNotice } from "@common/notice-answer-schemas";
import { goneNoticeTitle, outcomeLabel } from "@common/notice-outcomes";
import { titled } from "@common/page-heads";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { ApiError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/use-page-title";
import { NoticeNotFound } from "./notice-not-found";
import "@/lib/zod-jitless";

/**
 * "This notice has expired" with its title, or the outcome its poster chose ("Sold", "Found", …), read from the 410
 * answer; an answer of another shape is the not-found card. Loaded only for such a notice (notice-gone.tsx): it brings
 * the answer's schema, and with it the validation library.
 */
export function GoneNoticeCard({ error }: { error: ApiError }) {
  const parsed = GoneNoticeSchema.safeParse(error.body);
  return parsed.success ? <GoneNoticeContent gone={parsed.data} /> : <NoticeNotFound />;
}

/** The card, titled like the server-rendered page ("Sold: …", "This notice has expired: …"). */
function GoneNoticeContent({ gone }: { gone: GoneNotice }) {
  usePageTitle(titled(goneNoticeTitle(gone)));
  const heading = gone.outcome ? outcomeLabel(gone.outcome) : gone.message;
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
