import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** Typography for the long-form pages (no typography plugin: these few rules are all the pages need). */
const proseClass =
  "space-y-8 text-base leading-7 [&_section>*+*]:mt-3 [&_section>h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold";

interface StaticPageProps {
  title: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** A small line such as "Last updated: …". */
  meta?: ReactNode;
  children: ReactNode;
}

/** Layout of the about, guidelines, terms and privacy pages: one h1, then sections in a card. */
export function StaticPage({ title, lead, meta, children }: StaticPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {meta && <p className="text-sm text-muted-foreground">{meta}</p>}
        {lead && <p className="text-lg text-muted-foreground">{lead}</p>}
      </div>
      <Card>
        <CardContent className={`p-5 sm:p-8 ${proseClass}`}>{children}</CardContent>
      </Card>
    </div>
  );
}

/** One titled section (h2) of a static page. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h2>
      {children}
    </section>
  );
}
