import { Link } from "wouter";
import { Search } from "lucide-react";
import { KeptNoticesStatus } from "@/features/post-notice/kept-notices-status";
import { PostNoticeButton } from "@/features/post-notice/post-notice-button";

/** Sticky top bar: the site name, search, and (added by the notices feature) the post button. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden"
      >
        Skip to main content
      </a>
      <div className="container mx-auto flex h-16 items-center justify-between gap-2 px-4">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary text-lg font-bold text-primary-foreground"
          >
            S
          </span>
          <span className="min-w-0 text-base leading-tight font-bold tracking-tight text-primary sm:text-xl">
            Shropshire Noticeboard
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Link
            href="/?search=true"
            aria-label="Search notices"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Search className="h-5 w-5" aria-hidden="true" />
          </Link>
          <PostNoticeButton size="sm" />
        </div>
      </div>
      <KeptNoticesStatus />
    </header>
  );
}
