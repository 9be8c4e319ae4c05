import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The frame of the pages a newsletter e-mail links to: one card, a heading, and a way home. */
export function NewsletterPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex w-full items-center justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-xl">
        <CardContent className="space-y-4 pt-6" aria-live="polite">
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
          <Button asChild variant="outline">
            <Link href="/">Return to Homepage</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** A preferences or unsubscribe link that names no subscription (unknown, or the address was deleted). */
export function NewsletterLinkNotValid() {
  return (
    <NewsletterPageCard title="Link not valid">
      <p className="text-muted-foreground">
        This link is not valid any more. Please use the link in your latest newsletter e-mail.
      </p>
    </NewsletterPageCard>
  );
}
