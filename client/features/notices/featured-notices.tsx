import { useMemo, useState } from "react";
import { Shuffle } from "lucide-react";
import { LIMITS } from "@common/limits";
import { Button } from "@/components/ui/button";
import { useRenderSeed } from "@/lib/render-snapshot";
import { ANSWERS_ASLEEP, SHUFFLE_FEATURED } from "@/lib/wake-on-press";
import { NoticeCard } from "./notice-card";
import { useFeaturedNoticesQuery } from "./use-featured-notices-query";
import { FEATURED_GRID_CLASS, NoticeGridSkeleton } from "./notice-skeletons";
import type { NoticeFilters } from "@common/notice-list-filters";
import type { PublicNotice } from "@common/notice-types";

/** `count` notices picked at random, reproducibly for one seed (so a re-render alone does not reshuffle). */
export function pickRandom<T>(items: readonly T[], count: number, seed: number): T[] {
  let state = Math.floor(seed * 2 ** 31) || 1;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/**
 * Featured notices: up to 100 fetched, 3 shown at random, "Shuffle Featured" picks again. Hidden when there are none.
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
  const featured = useFeaturedNoticesQuery(filters);
  const firstSeed = useRenderSeed();
  const [seed, setSeed] = useState(firstSeed);
  const shown = useMemo(
    () => pickRandom<PublicNotice>(featured.data?.data ?? [], LIMITS.featuredShown, seed),
    [featured.data, seed],
  );

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
          onClick={() => setSeed(Math.random())}
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
