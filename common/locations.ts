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
