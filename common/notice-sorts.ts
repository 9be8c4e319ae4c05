/** The sorts a visitor can choose for a notice list (product-spec.md §4), with the sort menu's labels, in its order. */
export const SORT_LABELS = {
  newest: "Newest first",
  oldest: "Oldest first",
  most_viewed: "Most viewed",
  price_low: "Price: low to high",
  price_high: "Price: high to low",
} as const;

export type ListSortChoice = keyof typeof SORT_LABELS;

export const LIST_SORTS = Object.keys(SORT_LABELS) as [ListSortChoice, ...ListSortChoice[]];

export function isListSort(value: unknown): value is ListSortChoice {
  return typeof value === "string" && Object.hasOwn(SORT_LABELS, value);
}

/** The one price-sort rule: price sorts apply only to items for sale; anywhere else they mean newest. */
export function sortFor(
  category: string | undefined,
  sort: ListSortChoice | undefined,
): ListSortChoice | undefined {
  if ((sort === "price_low" || sort === "price_high") && category !== "items_for_sale") return "newest";
  return sort;
}
