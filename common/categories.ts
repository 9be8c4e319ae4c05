export const CATEGORIES = [
  "events",
  "items_for_sale",
  "jobs",
  "services",
  "lost_and_found",
  "discussion",
  "local_businesses",
] as const;

export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  events: "Events",
  items_for_sale: "Items for Sale",
  jobs: "Jobs",
  services: "Services",
  lost_and_found: "Lost & Found",
  discussion: "Discussion",
  local_businesses: "Local Businesses",
};

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}

/** Label for any stored value: the admin list also shows the legacy `community` value, and anything else as Other. */
export function categoryLabel(value: string | null | undefined): string {
  if (isCategory(value)) return CATEGORY_LABELS[value];
  if (value === "community") return "Community";
  return "Other";
}

/** Categories whose price is never shown. */
export const PRICELESS_CATEGORIES: readonly Category[] = ["discussion", "services", "local_businesses"];

export function showsPrice(category: string): boolean {
  return !(PRICELESS_CATEGORIES as readonly string[]).includes(category);
}

/** Categories whose form offers an external link. */
export const LINK_CATEGORIES: readonly Category[] = ["events", "jobs", "services", "local_businesses"];

export function externalLinkLabel(category: string): string {
  if (category === "events") return "Get Tickets";
  if (category === "jobs") return "More Info";
  if (category === "local_businesses") return "Visit Website";
  return "Contact Online";
}

/**
 * Words naming a category in the search box ("jobs in telford", "lost spaniel"): search reads them as the category
 * filter (server/search/query-places.ts). Lower case, apostrophes left out, words separated by one space.
 */
export const CATEGORY_WORDS: Record<Category, readonly string[]> = {
  events: ["events", "event", "whats on", "things to do", "activities", "whats happening", "whats going on"],
  items_for_sale: ["for sale", "items for sale", "things for sale", "stuff for sale"],
  jobs: ["jobs", "job", "vacancies", "vacancy", "job vacancies", "employment", "careers", "work"],
  services: ["services", "tradesmen", "tradesman", "trades"],
  lost_and_found: ["lost and found", "lost found", "lost", "found", "missing"],
  discussion: ["discussion", "discussions", "forum"],
  local_businesses: ["local businesses", "local business", "businesses", "shops", "local shops"],
};
