import { HomeHero } from "@/features/notices/home-hero";
import { NoticeBrowser } from "@/features/notices/notice-browser";
import { usePageView } from "@/features/notices/use-page-view";

export function HomePage() {
  usePageView("home");
  return (
    <NoticeBrowser
      header={({ hasFilter }) =>
        hasFilter ? <h1 className="sr-only">Shropshire Noticeboard</h1> : <HomeHero />
      }
      featuredTitle="Featured Notices"
      listTitle="Recent Notices"
    />
  );
}
