import type { DehydratedState } from "@tanstack/react-query";
import { LIMITS } from "@common/limits";

/**
 * The featured section's pick (featured-notices.tsx), apart from the component so the server's state writer
 * (ssr/ssr-state.ts) can use it without the component's imports.
 */

/** `count` items picked at random, reproducibly for one seed (so a re-render alone does not reshuffle). */
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
 * A featured list as a server-rendered page carries it: only the notices its section shows, in their order, marked
 * `picked`. The section shows them as they are; "Shuffle Featured" fetches the whole list first.
 */
export type FeaturedAnswer<T> = { data: T[]; picked?: true };

/** Whether `data` is the server's pick rather than the whole featured list. */
export const isPicked = (data: object | undefined): boolean =>
  data !== undefined && (data as { picked?: unknown }).picked === true;

/** The featured queries' key (lib/query-keys.ts: `notices.featured`). */
const isFeaturedKey = (key: readonly unknown[]) => key[0] === "notices" && key[1] === "featured";

/**
 * Cuts each featured list of a dehydrated cache to the notices the page shows for `seed`: a home page carried up to a
 * hundred featured notices to show three (62 KB of its 116 KB at 100,000 notices). The page hydrates on the same three,
 * in the same order, as the server rendered from the whole list.
 */
export function keepFeaturedPick(state: DehydratedState, seed: number): void {
  for (const query of state.queries) {
    const data = query.state.data as FeaturedAnswer<unknown> | undefined;
    if (!isFeaturedKey(query.queryKey) || !data || !Array.isArray(data.data) || isPicked(data)) continue;
    const picked: FeaturedAnswer<unknown> = {
      ...data,
      data: pickRandom(data.data, LIMITS.featuredShown, seed),
      picked: true,
    };
    query.state = { ...query.state, data: picked };
  }
}
