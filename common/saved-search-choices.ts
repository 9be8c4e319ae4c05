/*
 * The words and choices of "E-mail me when a notice matches", without zod: the dialog (an island,
 * client/components/island.tsx) shows them as it opens and loads the form's rules (saved-search-schemas.ts) only once
 * the visitor starts.
 */
import { CATEGORY_LABELS, type Category } from "./categories";
import { LOCATION_LABELS, type Location } from "./locations";

/** How often an alert is mailed: at most once an hour, or with the daily digest at 07:00. */
export const ALERT_FREQUENCIES = ["hourly", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  hourly: "Within the hour",
  daily: "Once a day (at 7am)",
};

/** The longest search an alert keeps: the search box's words, with room to spare. */
export const SAVED_SEARCH_MAX = 200;

/** What the form says next to the button; the server records these words with each consent. */
export const SAVE_SEARCH_CONSENT_TEXT =
  "We will e-mail you a link to confirm. Then we e-mail you new notices matching this search, within the hour or once a day. Every alert e-mail has a link to stop it at once.";

/** "“pram” in Shrewsbury, Items for Sale": an alert named the way a reader would say it. */
export function describeSavedSearch(choice: {
  search: string;
  location?: string;
  within?: number;
  category?: string;
}): string {
  const parts = [`“${choice.search}”`];
  if (choice.category) parts.push(CATEGORY_LABELS[choice.category as Category] ?? choice.category);
  const town = choice.location ? (LOCATION_LABELS[choice.location as Location] ?? choice.location) : "";
  const place = !town ? "" : choice.within ? ` within ${choice.within} miles of ${town}` : ` in ${town}`;
  return parts.join(", ") + place;
}
