import { CATEGORIES, CATEGORY_LABELS } from "../../common/categories";
import type { Executor } from "./client";
import { categories } from "./schema";

const DESCRIPTIONS: Record<(typeof CATEGORIES)[number], string> = {
  events: "Fairs, gigs, walks, talks and everything else happening around Shropshire.",
  items_for_sale: "Things for sale from people near you.",
  jobs: "Local vacancies, part-time work and volunteering.",
  services: "Trades, tutors, cleaners, gardeners and other local services.",
  lost_and_found: "Lost pets, keys, bikes and anything found.",
  discussion: "Local questions, recommendations and conversations.",
  local_businesses: "Shops, cafés, pubs and makers across the county.",
};

/** The category table of product-spec.md §3, kept in step with common/categories.ts. */
export async function ensureCategories(db: Executor): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((slug) => ({ slug, name: CATEGORY_LABELS[slug], description: DESCRIPTIONS[slug] })),
    )
    .onConflictDoNothing({ target: categories.slug });
}
