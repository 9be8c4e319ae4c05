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

/** The list filter's value for "everywhere". */
export const ALL_LOCATIONS = "all";

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
