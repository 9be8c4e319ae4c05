import { useParams } from "wouter";
import { isCategory } from "@common/categories";
import { listHeading } from "@common/notice-list-filters";
import { CategorySubscribeBox } from "@/features/newsletter/category-subscribe-box";
import { NoticeBrowser } from "@/features/notices/notice-browser";
import { usePageView } from "@/features/notices/use-page-view";
import { listHead } from "@common/page-heads";
import { prefetchNoticeList } from "@/lib/page-queries";
import { definePage } from "./page-module";

export function CategoryPage() {
  const { category = "" } = useParams<{ category: string }>();
  usePageView("category", category);
  return (
    <NoticeBrowser
      key={category}
      pathCategory={category}
      header={({ location }) => (
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {listHeading(category, location)}
        </h1>
      )}
      featuredTitle="Featured Listings"
      listTitle="All Listings"
      footer={({ location }) =>
        isCategory(category) ? <CategorySubscribeBox category={category} location={location} /> : null
      }
    />
  );
}

export const page = definePage({
  name: "category",
  path: "/category/:category",
  kind: "list",
  rendered: true,
  head: listHead,
  prefetch: (queryClient, { params, search, via }) =>
    prefetchNoticeList(queryClient, params.category, search, via),
  component: CategoryPage,
});
