import { useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Shuffle } from "lucide-react";
import { LIMITS } from "@common/limits";
import { Button } from "@/components/ui/button";
import { useRenderSeed } from "@/lib/render-snapshot";
import { ANSWERS_ASLEEP, SHUFFLE_FEATURED } from "@/lib/wake-on-press";
import { NoticeCard } from "./notice-card";
import { useFeaturedNoticesQuery } from "./use-featured-notices-query";
import { featuredNoticesQuery } from "@/lib/page-queries";
import { isPicked, pickRandom } from "./featured-pick";
import { FEATURED_GRID_CLASS, NoticeGridSkeleton } from "./notice-skeletons";
import type { NoticeFilters } from "@common/notice-list-filters";
import type { PublicNotice } from "@common/notice-types";

/**
 * Featured notices: up to 100 fetched, 3 shown at random, "Shuffle Featured" picks again. Hidden when there are none.
 * A server-rendered page carries only its pick (featured-pick.ts).
 * On a sleeping page "Shuffle Featured" draws the server's page picked with another seed (search-asleep.ts): the same
 * pick as this component's for that seed, so the page wakes on what it shows.
 */
export function FeaturedNotices({
  title,
  filters,
}: {
  title: string;
  filters: Pick<NoticeFilters, "category" | "location">;
}) {
  const queryClient = useQueryClient();
  const featured = useFeaturedNoticesQuery(filters);
  const renderSeed = useRenderSeed();
  const [firstSeed] = useState(renderSeed);
  const [seed, setSeed] = useState(firstSeed);
  const picked = isPicked(featured.data);
  const shown = useMemo(() => {
    const notices: PublicNotice[] = featured.data?.data ?? [];
    // The server's pick is shown as it came until a shuffle (featured-pick.ts).
    return picked && seed === firstSeed ? notices : pickRandom(notices, LIMITS.featuredShown, seed);
  }, [featured.data, picked, seed, firstSeed]);
  const shuffle = async () => {
    // A page the server rendered holds only the three it shows: the whole list is fetched to pick again (should that
    // fail, the three are shuffled).
    if (picked)
      await queryClient.fetchQuery({ ...featuredNoticesQuery(filters), staleTime: 0 }).catch(() => undefined);
    setSeed(Math.random());
  };

  if (featured.isPending) {
    return (
      <section aria-label={title} className="space-y-4">
        <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
        <NoticeGridSkeleton
          count={LIMITS.featuredShown}
          label="Loading featured notices"
          className={FEATURED_GRID_CLASS}
        />
      </section>
    );
  }
  if (!shown.length) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          {...{ [ANSWERS_ASLEEP]: "", [SHUFFLE_FEATURED]: "" }}
          onClick={() => void shuffle()}
        >
          <Shuffle aria-hidden="true" />
          Shuffle Featured
        </Button>
      </div>
      <div className={FEATURED_GRID_CLASS}>
        {shown.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} />
        ))}
      </div>
    </section>
  );
}
