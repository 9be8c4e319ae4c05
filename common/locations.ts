export const LOCATIONS = [
  "all_shropshire",
  "albrighton",
  "bishops_castle",
  "bridgnorth",
  "broseley",
  "church_stretton",
  "cleobury_mortimer",
  "craven_arms",
  "ellesmere",
  "ironbridge",
  "ludlow",
  "market_drayton",
  "much_wenlock",
  "newport",
  "oswestry",
  "shrewsbury",
  "telford",
  "wellington",
  "wem",
  "whitchurch",
] as const;

export type Location = (typeof LOCATIONS)[number];

export const LOCATION_LABELS: Record<Location, string> = {
  all_shropshire: "All Shropshire",
  albrighton: "Albrighton",
  bishops_castle: "Bishop's Castle",
  bridgnorth: "Bridgnorth",
  broseley: "Broseley",
  church_stretton: "Church Stretton",
  cleobury_mortimer: "Cleobury Mortimer",
  craven_arms: "Craven Arms",
  ellesmere: "Ellesmere",
  ironbridge: "Ironbridge",
  ludlow: "Ludlow",
  market_drayton: "Market Drayton",
  much_wenlock: "Much Wenlock",
  newport: "Newport",
  oswestry: "Oswestry",
  shrewsbury: "Shrewsbury",
  telford: "Telford",
  wellington: "Wellington",
  wem: "Wem",
  whitchurch: "Whitchurch",
};

export { ALL_LOCATIONS } from "./all-locations";

export function isLocation(value: unknown): value is Location {
  return typeof value === "string" && (LOCATIONS as readonly string[]).includes(value);
}

/** Label for a stored location; free text an admin typed before edits took only towns is shown as typed. */
export function locationLabel(value: string | null | undefined): string {
  if (!value) return "";
  return isLocation(value) ? LOCATION_LABELS[value] : value;
}

/**
 * The spellings people use for each town, beside its label (search reads a town named among the words as the town
 * filter: server/search/query-places.ts). Lower case, apostrophes left out, words separated by one space.
 */
export const LOCATION_ALIASES: Record<Location, readonly string[]> = {
  all_shropshire: ["shropshire", "all shropshire", "salop"],
  albrighton: ["albrighton"],
  bishops_castle: ["bishops castle", "bishop castle", "bishopscastle"],
  bridgnorth: ["bridgnorth", "bridgenorth", "bridge north"],
  broseley: ["broseley"],
  church_stretton: ["church stretton", "stretton", "the strettons", "strettons"],
  cleobury_mortimer: ["cleobury mortimer", "cleobury"],
  craven_arms: ["craven arms", "craven"],
  ellesmere: ["ellesmere"],
  ironbridge: ["ironbridge", "iron bridge", "iron-bridge"],
  ludlow: ["ludlow"],
  market_drayton: ["market drayton", "drayton", "mkt drayton"],
  much_wenlock: ["much wenlock", "wenlock"],
  newport: ["newport"],
  oswestry: ["oswestry"],
  shrewsbury: ["shrewsbury"],
  telford: ["telford"],
  wellington: ["wellington"],
  wem: ["wem"],
  whitchurch: ["whitchurch"],
};

/**
 * Where each town is (issue 39): the town centre's latitude and longitude, rounded to 3 decimals (about 100 m). Each
 * agrees within 0.3 km with the coordinates its Wikipedia article gives (checked for all 19 on 2026-11-29); Albrighton
 * is the one near Shifnal, not the hamlet north of Shrewsbury. "All Shropshire" is no place.
 */
export const LOCATION_COORDINATES: Record<
  Exclude<Location, "all_shropshire">,
  { lat: number; lon: number }
> = {
  albrighton: { lat: 52.637, lon: -2.278 },
  bishops_castle: { lat: 52.493, lon: -2.999 },
  bridgnorth: { lat: 52.534, lon: -2.419 },
  broseley: { lat: 52.612, lon: -2.479 },
  church_stretton: { lat: 52.538, lon: -2.806 },
  cleobury_mortimer: { lat: 52.379, lon: -2.481 },
  craven_arms: { lat: 52.44, lon: -2.836 },
  ellesmere: { lat: 52.907, lon: -2.895 },
  ironbridge: { lat: 52.627, lon: -2.485 },
  ludlow: { lat: 52.367, lon: -2.718 },
  market_drayton: { lat: 52.904, lon: -2.484 },
  much_wenlock: { lat: 52.597, lon: -2.558 },
  newport: { lat: 52.769, lon: -2.378 },
  oswestry: { lat: 52.861, lon: -3.054 },
  shrewsbury: { lat: 52.708, lon: -2.754 },
  telford: { lat: 52.677, lon: -2.449 },
  wellington: { lat: 52.7, lon: -2.516 },
  wem: { lat: 52.855, lon: -2.723 },
  whitchurch: { lat: 52.969, lon: -2.682 },
};

/** The distances a list may reach around its town, in miles (GET /api/notices `within`). */
export const WITHIN_MIN = 1;
export const WITHIN_MAX = 50;
/** "near Ludlow" without a distance, and how far a town with few notices looks for nearby ones. */
export const NEAR_MILES = 10;
export const NEARBY_MILES = 15;

const EARTH_RADIUS_MILES = 3958.8;

/** Miles as the crow flies between two towns (haversine), to one decimal; undefined for "All Shropshire". */
export function milesBetween(a: Location, b: Location): number | undefined {
  if (a === "all_shropshire" || b === "all_shropshire") return undefined;
  if (a === b) return 0;
  const p = LOCATION_COORDINATES[a];
  const q = LOCATION_COORDINATES[b];
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(q.lat - p.lat) / 2) ** 2 +
    Math.cos(rad(p.lat)) * Math.cos(rad(q.lat)) * Math.sin(rad(q.lon - p.lon) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** The towns within `miles` of `town`, nearest first (the town itself first, at 0). */
export function townsWithin(town: Location, miles: number): { location: Location; miles: number }[] {
  return LOCATIONS.flatMap((location) => {
    const d = milesBetween(town, location);
    return d !== undefined && d <= miles ? [{ location, miles: d }] : [];
  }).sort((x, y) => x.miles - y.miles || x.location.localeCompare(y.location));
}

/** "4.2 miles away", "1 mile away": the label of a notice from a nearby town. */
export function distanceLabel(miles: number): string {
  return miles === 1 ? "1 mile away" : `${miles} miles away`;
}
