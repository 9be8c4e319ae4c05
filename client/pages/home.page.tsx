import { HomeHero } from "@/features/notices/home-hero";
import { NoticeBrowser } from "@/features/notices/notice-browser";
import { usePageView } from "@/features/notices/use-page-view";
import { listHead } from "@common/page-heads";
import { prefetchNoticeList } from "@/lib/page-queries";
import { definePage } from "./page-module";

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

export const page = definePage({
  name: "home",
  path: "/",
  kind: "list",
  rendered: true,
  head: listHead,
  prefetch: (queryClient, { search, via }) => prefetchNoticeList(queryClient, undefined, search, via),
  component: HomePage,
});
