import { CATEGORIES, type Category } from "../../common/categories";
import { LOCATIONS } from "../../common/locations";
import type { Executor } from "../db/client";
import { comments, emailSubscribers, notices, type Comment, type NewNotice, type Notice } from "../db/schema";

/** Realistic Shropshire notices, shared by the seed script and the tests. */
const SAMPLES: Record<
  Category,
  { title: string; description: string; price?: number; venue?: string; link?: string }[]
> = {
  events: [
    {
      title: "Ludlow Food Festival tasting walk",
      description:
        "A guided walk round the castle square stalls with tastings from twelve Marches producers. Comfortable shoes advised; children welcome.",
      venue: "Ludlow Castle",
      link: "https://example.org/ludlow-food",
    },
    {
      title: "Shrewsbury Flower Show volunteers' evening",
      description:
        "Come and meet the team who set up the Quarry marquees. Tea, cake and a short talk on this year's plans for the show.",
      venue: "The Quarry, Shrewsbury",
    },
    {
      title: "Much Wenlock Olympian Games family day",
      description:
        "Races, archery taster sessions and a history trail celebrating the games that inspired the modern Olympics. Free entry.",
      venue: "Gaskell Recreation Ground",
    },
    {
      title: "Bridgnorth folk night at the Cliff Railway",
      description:
        "An evening of local folk musicians and singers. Bring an instrument for the open session in the second half.",
      venue: "Castle Walk, Bridgnorth",
    },
  ],
  items_for_sale: [
    {
      title: "Raleigh hybrid bike, 21 gears",
      description:
        "Adult hybrid bike in good working order, new brake pads fitted last month. Some scuffs on the frame. Collection from Wellington.",
      price: 85,
    },
    {
      title: "Solid oak dining table and four chairs",
      description:
        "Farmhouse style oak table 150 x 90 cm with four matching chairs. A few marks on the top from family life, otherwise sound.",
      price: 240,
    },
    {
      title: "Walking boots size 9, hardly worn",
      description:
        "Waterproof leather walking boots, worn twice on the Long Mynd before I realised they were half a size too big.",
      price: 45.5,
    },
    {
      title: "Children's wooden play kitchen",
      description:
        "Sturdy wooden play kitchen with pans and utensils. Our two have outgrown it. Smoke and pet free home near Oswestry.",
      price: 30,
    },
  ],
  jobs: [
    {
      title: "Part-time barista wanted in Church Stretton",
      description:
        "Friendly café on the High Street looking for a barista for weekends and school holidays. Experience helpful but training given.",
      link: "https://example.org/jobs/barista",
    },
    {
      title: "Farm hand for lambing season",
      description:
        "Experienced help needed on a family sheep farm near Clun for March and April. Accommodation available if required.",
    },
    {
      title: "Volunteer drivers for community transport",
      description:
        "Help older neighbours get to appointments around Market Drayton. Mileage paid; a few hours a week makes a big difference.",
    },
  ],
  services: [
    {
      title: "Reliable gardener covering south Shropshire",
      description:
        "Lawns, hedges, borders and clearances. Fully insured, fifteen years' experience, references available on request.",
      link: "https://example.org/gardener",
    },
    {
      title: "Maths and science tutor, GCSE and A level",
      description:
        "Qualified teacher offering one-to-one tutoring in Shrewsbury or online. Calm, patient and exam-board savvy.",
    },
    {
      title: "Chimney sweep, HETAS registered",
      description:
        "Clean, tidy sweeping with certificates for insurance. Covering Whitchurch, Wem, Ellesmere and the villages between.",
    },
  ],
  lost_and_found: [
    {
      title: "Lost: black and white cat, Ironbridge",
      description:
        "Our cat Pip has not been home since Tuesday evening. Very friendly, microchipped, white patch over one eye. Please check sheds.",
    },
    {
      title: "Found: set of keys by the Severn in Bridgnorth",
      description:
        "Found a set of three keys with a blue fob on the riverside path near the bridge. Describe the fob to claim them.",
    },
    {
      title: "Lost walking pole on Caer Caradoc",
      description:
        "Left a red Leki walking pole at the summit on Sunday afternoon. It has sentimental value; reward offered.",
    },
  ],
  discussion: [
    {
      title: "Best pub walks around Clun?",
      description:
        "We are visiting for a long weekend in spring and would love recommendations for circular walks that end at a good pub.",
    },
    {
      title: "Should Telford town centre get a weekly market?",
      description:
        "There has been talk of a weekly produce market in the town centre. Would you use it, and what would you want to see there?",
    },
    {
      title: "Recommendations for a reliable local plumber",
      description:
        "Our boiler is making odd noises and we have just moved to Newport. Who do people use and trust round here?",
    },
  ],
  local_businesses: [
    {
      title: "Corvedale Bakery: sourdough baked daily",
      description:
        "Family bakery baking sourdough, pastries and celebration cakes every morning from six. Find us just off the market square.",
      link: "https://example.org/bakery",
    },
    {
      title: "Severn Valley Bike Repairs",
      description:
        "Servicing, puncture repairs and e-bike diagnostics while you wait in Ironbridge. Collection available across the Gorge.",
    },
    {
      title: "The Wem Bookshop",
      description:
        "Independent bookshop with new and second-hand books, a children's corner and a monthly book club. Orders welcome.",
    },
  ],
};

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
  const samples = SAMPLES[category] ?? SAMPLES.discussion;
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

const COMMENT_SAMPLES = [
  "The Crown at Newcastle on Clun does a lovely loop over Offa's Dyke.",
  "We used Hughes & Son last winter and they were brilliant, very fair prices.",
  "I would definitely go, especially if there were local cheeses and veg.",
  "Try the walk from Clun up to Bury Ditches, the views are wonderful.",
];

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
      authorName: ["Sarah", "Tom", "Priya", "Gareth"][sequence % 4],
      authorEmail: `commenter${sequence}@example.org`,
      content: COMMENT_SAMPLES[sequence % COMMENT_SAMPLES.length],
      status: "approved",
      ...overrides,
    })
    .returning();
  return row;
}

export { SAMPLES as NOTICE_SAMPLES };

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
