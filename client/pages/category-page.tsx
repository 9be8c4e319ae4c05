import { useEffect } from "react";
import { useParams } from "wouter";
import { CATEGORY_LABELS, isCategory } from "@common/categories";
import { locationLabel } from "@common/locations";
import { CategorySubscribeBox } from "@/features/newsletter/category-subscribe-box";
import { NoticeBrowser } from "@/features/notices/notice-browser";
import { usePageView } from "@/features/notices/use-page-view";

/** "Events in Shropshire", "Jobs in Shropshire - Ludlow"; a path that is no category lists every notice. */
export function categoryHeading(category: string | undefined, location?: string): string {
  const name = isCategory(category)
    ? CATEGORY_LABELS[category]
    : category === "community"
      ? "Community"
      : "Notices";
  const base = `${name} in Shropshire`;
  return location ? `${base} - ${locationLabel(location)}` : base;
}

export function CategoryPage() {
  const { category = "" } = useParams<{ category: string }>();
  usePageView("category", category);
  useEffect(() => {
    document.title = `${categoryHeading(category)} | Shropshire Noticeboard`;
  }, [category]);
  return (
    <NoticeBrowser
      key={category}
      pathCategory={category}
      header={({ location }) => (
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {categoryHeading(category, location)}
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
