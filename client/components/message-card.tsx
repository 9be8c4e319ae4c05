import type { ReactNode } from "react";
import { Link } from "wouter";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

interface Props {
  icon: LucideIcon;
  /** The icon's colour class. */
  iconClassName?: string;
  title: string;
  /** The paragraphs under the title. */
  children: ReactNode;
}

/** A page that answers one action (a payment, the newsletter form): an icon, a heading, a few words, and the way home. */
export function MessageCard({ icon: Icon, iconClassName = "text-muted-foreground", title, children }: Props) {
  return (
    <div className="flex w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 text-center">
          <Icon className={`mx-auto h-12 w-12 ${iconClassName}`} aria-hidden="true" />
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
