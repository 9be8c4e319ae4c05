import { CATEGORIES, type Category } from "../../common/categories";
import { LOCATIONS } from "../../common/locations";
import type { Executor } from "../db/client";
import { comments, emailSubscribers, notices, type Comment, type NewNotice, type Notice } from "../db/schema";
import { SEED_NOTICES, type SeedNotice } from "../seed/seed-notices";

/**
 * Realistic Shropshire notices by category: `npm run seed`'s own (server/seed/seed-notices.ts), one set for the seed
 * and the tests.
 */
const SAMPLES = Object.fromEntries(
  CATEGORIES.map((category) => [category, SEED_NOTICES.filter((sample) => sample.category === category)]),
) as Record<Category, SeedNotice[]>;

let sequence = 0;

/**
 * Starts the notices' sample rotation again. Vitest runs each file from its start (server/test/setup-file.ts), as if
 * alone: a worker keeps this module for all its files, and a sample's words decide what a search finds.
 */
export function restartFactorySequence(): void {
  sequence = 0;
}

/** The fields of a believable notice; `overrides` win. Active and verified unless told otherwise. */
export function buildNotice(overrides: Partial<NewNotice> = {}): NewNotice {
  sequence += 1;
  const category = (overrides.category as Category | undefined) ?? CATEGORIES[sequence % CATEGORIES.length];
  const samples = SAMPLES[category];
  const sample = samples[sequence % samples.length];
  const now = new Date();
  return {
    title: sample.title,
    description: sample.description,
    category,
    location: LOCATIONS[(sequence * 7) % LOCATIONS.length],
    eventVenue: category === "events" ? (sample.venue ?? "Village Hall") : null,
    price: category === "items_for_sale" ? (sample.price ?? 10) : null,
    contactEmail: `poster${sequence}@example.org`,
    externalLink: sample.link ?? null,
    eventDate: category === "events" ? new Date(now.getTime() + (7 + (sequence % 30)) * 86_400_000) : null,
    status: "active",
    verifiedAt: now,
    approvedAt: now,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export async function insertNotice(db: Executor, overrides: Partial<NewNotice> = {}): Promise<Notice> {
  const [row] = await db.insert(notices).values(buildNotice(overrides)).returning();
  return row;
}

/** A confirmed newsletter subscriber (every town, every category, weekly unless told otherwise). */
export function buildSubscriber(
  overrides: Partial<typeof emailSubscribers.$inferInsert> = {},
): typeof emailSubscribers.$inferInsert {
  sequence += 1;
  const confirmedAt = overrides.confirmedAt === undefined ? new Date() : overrides.confirmedAt;
  const requestedAt = confirmedAt ?? new Date();
  return {
    email: `reader${sequence}@example.org`,
    frequency: "weekly",
    consentAt: requestedAt,
    consentSource: "/",
    consentText: "We will e-mail you a link to confirm.",
    confirmedAt,
    digestCursor: confirmedAt,
    createdAt: requestedAt,
    ...overrides,
  };
}

export async function insertSubscribers(
  db: Executor,
  rows: Partial<typeof emailSubscribers.$inferInsert>[],
): Promise<(typeof emailSubscribers.$inferSelect)[]> {
  return db
    .insert(emailSubscribers)
    .values(rows.map((row) => buildSubscriber(row)))
    .returning();
}

/** The seed's replies under its discussions, each with its author. */
const COMMENT_SAMPLES = SEED_NOTICES.flatMap((sample) => sample.replies ?? []);

export async function insertComment(
  db: Executor,
  noticeId: number,
  overrides: Partial<typeof comments.$inferInsert> = {},
): Promise<Comment> {
  sequence += 1;
  const [row] = await db
    .insert(comments)
    .values({
      noticeId,
      ...COMMENT_SAMPLES[sequence % COMMENT_SAMPLES.length],
      authorEmail: `commenter${sequence}@example.org`,
      status: "approved",
      ...overrides,
    })
    .returning();
  return row;
}

/* ---- Bulk notices for the benchmark: varied, seeded, realistic text (scripts/bench.ts) ---- */

// prettier-ignore
export const BULK_WORDS: Record<Category, { things: string[]; titles: string[]; lines: string[] }> = {
  events: {
    things: ["folk night", "craft fair", "quiz night", "farmers' market", "guided walk", "open garden", "beer festival", "church concert", "car boot sale", "ceilidh"],
    titles: ["{Thing} in {town}", "{town} {thing} this weekend", "Charity {thing} at the village hall"],
    lines: ["Everyone welcome, bring friends and family.", "Tickets on the door, children free.", "Refreshments and a raffle in aid of the air ambulance.", "Step-free access throughout."],
  },
  items_for_sale: {
    things: ["oak table", "mountain bike", "pine wardrobe", "garden bench", "walking boots", "child's car seat", "electric lawnmower", "sofa bed", "bookcase", "wood burner"],
    titles: ["{Thing} for sale", "Good condition {thing}", "Used {thing}, collection from {town}"],
    lines: ["Collection only, cash on collection please.", "Some wear but fully working.", "Smoke and pet free home.", "Can deliver within ten miles for petrol money."],
  },
  jobs: {
    things: ["bar staff", "care assistant", "delivery driver", "shop assistant", "gardener", "kitchen porter", "farm worker", "cleaner"],
    titles: ["{Thing} wanted in {town}", "Part-time {thing}", "Full-time {thing} needed"],
    lines: ["Flexible hours to suit school runs.", "Training given to the right person.", "Must have own transport.", "Competitive pay and a friendly team."],
  },
  services: {
    things: ["window cleaning", "dog walking", "piano lessons", "ironing service", "hedge cutting", "computer repairs", "mobile hairdresser", "removals"],
    titles: ["{Thing} across {town}", "Reliable {thing}", "{Thing}, fully insured"],
    lines: ["Free quotes and friendly service.", "Covering the whole county.", "References available on request.", "Evening and weekend appointments available."],
  },
  lost_and_found: {
    things: ["tabby cat", "spaniel", "set of keys", "wedding ring", "blue rucksack", "mobile phone", "child's bike", "wallet"],
    titles: ["Lost: {thing} near {town}", "Found: {thing} in {town}", "Missing {thing}, please help"],
    lines: ["Last seen near the footpath by the river.", "Reward offered for safe return.", "Handed in to the town council office.", "Please check sheds and garages."],
  },
  discussion: {
    things: ["parking", "bus timetable", "new housing", "library hours", "pub recommendations", "walking groups", "broadband", "school places"],
    titles: ["Thoughts on {thing} in {town}?", "Anyone know about {thing}?", "{Thing}: what do people think?"],
    lines: ["Would be good to hear from neighbours.", "Has anyone else noticed this lately?", "Looking for recommendations from locals.", "Happy to start a group if there is interest."],
  },
  local_businesses: {
    things: ["tea room", "butcher", "bookshop", "bike shop", "florist", "garden centre", "farm shop", "bakery"],
    titles: ["{Thing} in {town}", "Family-run {thing}", "New {thing} now open"],
    lines: ["Open seven days a week.", "Local produce and friendly faces.", "Free parking at the rear.", "Gift vouchers available."],
  },
};

/** Words that occur a handful of times in 100k notices (the benchmark's rare search). */
export const BULK_RARE_WORD = "theodolite";

/** mulberry32: the same numbers for the same seed, so bulk data and bench requests repeat run to run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Notice number `i` of a large, varied, deterministic set: mostly active, some pending, rejected, expired, unverified. */
export function buildBulkNotice(i: number, now: Date): NewNotice {
  const rand = seeded(i * 2654435761);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const category = pick(CATEGORIES);
  const words = BULK_WORDS[category];
  const town = pick(LOCATIONS);
  const townName = town.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  const thing = pick(words.things);
  const title = pick(words.titles)
    .replace("{Thing}", thing[0].toUpperCase() + thing.slice(1))
    .replace("{thing}", thing)
    .replace("{town}", townName);
  const lines = [
    pick(words.lines),
    pick(words.lines),
    `Based in ${townName}; message through the noticeboard.`,
  ];
  if (i % 20_000 === 7) lines.push(`Also have a surveyor's ${BULK_RARE_WORD} if anyone needs one.`);
  const created = new Date(now.getTime() - Math.floor(rand() * 365 * 86_400_000));
  const roll = rand();
  const status = roll < 0.85 ? "active" : roll < 0.9 ? "pending" : roll < 0.93 ? "rejected" : "expired";
  const lifetime =
    category === "services" || category === "discussion" ? null : category === "local_businesses" ? 365 : 30;
  const featured = status === "active" && category !== "discussion" && rand() < 0.01;
  // Live notices stay live for the benchmark: their expiry counts from now, not from the (random) posting date.
  let expiresAt: Date | null = status === "expired" ? created : null;
  if (status === "active" && lifetime !== null) expiresAt = new Date(now.getTime() + lifetime * 86_400_000);
  return {
    title,
    description: `${title}. ${lines.join(" ")}`,
    category,
    location: town,
    eventVenue: category === "events" ? `${townName} Village Hall` : null,
    price: category === "items_for_sale" ? Math.round(rand() * 50_000) / 100 : null,
    contactEmail: `bulk${i}@example.org`,
    externalLink: rand() < 0.2 ? `https://example.org/n/${i}` : null,
    eventDate: category === "events" ? new Date(now.getTime() + Math.floor(rand() * 60) * 86_400_000) : null,
    status,
    isFeatured: featured,
    featureDuration: featured ? 14 : 0,
    viewCount: Math.floor(rand() * 500),
    verifiedAt: status === "pending" && rand() < 0.5 ? null : created,
    approvedAt: status === "active" || status === "expired" ? created : null,
    expiresAt,
    createdAt: created,
    updatedAt: created,
  };
}
