import { CATEGORIES, type Category } from "../../common/categories";
import { LOCATIONS } from "../../common/locations";
import type { Executor } from "./client";
import { comments, notices, type Comment, type NewNotice, type Notice } from "./schema";

/** Realistic Shropshire notices, shared by the seed script and the tests. */
const SAMPLES: Record<Category, { title: string; description: string; price?: number; venue?: string; link?: string }[]> = {
  events: [
    { title: "Ludlow Food Festival tasting walk", description: "A guided walk round the castle square stalls with tastings from twelve Marches producers. Comfortable shoes advised; children welcome.", venue: "Ludlow Castle", link: "https://example.org/ludlow-food" },
    { title: "Shrewsbury Flower Show volunteers' evening", description: "Come and meet the team who set up the Quarry marquees. Tea, cake and a short talk on this year's plans for the show.", venue: "The Quarry, Shrewsbury" },
    { title: "Much Wenlock Olympian Games family day", description: "Races, archery taster sessions and a history trail celebrating the games that inspired the modern Olympics. Free entry.", venue: "Gaskell Recreation Ground" },
    { title: "Bridgnorth folk night at the Cliff Railway", description: "An evening of local folk musicians and singers. Bring an instrument for the open session in the second half.", venue: "Castle Walk, Bridgnorth" },
  ],
  items_for_sale: [
    { title: "Raleigh hybrid bike, 21 gears", description: "Adult hybrid bike in good working order, new brake pads fitted last month. Some scuffs on the frame. Collection from Wellington.", price: 85 },
    { title: "Solid oak dining table and four chairs", description: "Farmhouse style oak table 150 x 90 cm with four matching chairs. A few marks on the top from family life, otherwise sound.", price: 240 },
    { title: "Walking boots size 9, hardly worn", description: "Waterproof leather walking boots, worn twice on the Long Mynd before I realised they were half a size too big.", price: 45.5 },
    { title: "Children's wooden play kitchen", description: "Sturdy wooden play kitchen with pans and utensils. Our two have outgrown it. Smoke and pet free home near Oswestry.", price: 30 },
  ],
  jobs: [
    { title: "Part-time barista wanted in Church Stretton", description: "Friendly café on the High Street looking for a barista for weekends and school holidays. Experience helpful but training given.", link: "https://example.org/jobs/barista" },
    { title: "Farm hand for lambing season", description: "Experienced help needed on a family sheep farm near Clun for March and April. Accommodation available if required." },
    { title: "Volunteer drivers for community transport", description: "Help older neighbours get to appointments around Market Drayton. Mileage paid; a few hours a week makes a big difference." },
  ],
  services: [
    { title: "Reliable gardener covering south Shropshire", description: "Lawns, hedges, borders and clearances. Fully insured, fifteen years' experience, references available on request.", link: "https://example.org/gardener" },
    { title: "Maths and science tutor, GCSE and A level", description: "Qualified teacher offering one-to-one tutoring in Shrewsbury or online. Calm, patient and exam-board savvy." },
    { title: "Chimney sweep, HETAS registered", description: "Clean, tidy sweeping with certificates for insurance. Covering Whitchurch, Wem, Ellesmere and the villages between." },
  ],
  lost_and_found: [
    { title: "Lost: black and white cat, Ironbridge", description: "Our cat Pip has not been home since Tuesday evening. Very friendly, microchipped, white patch over one eye. Please check sheds." },
    { title: "Found: set of keys by the Severn in Bridgnorth", description: "Found a set of three keys with a blue fob on the riverside path near the bridge. Describe the fob to claim them." },
    { title: "Lost walking pole on Caer Caradoc", description: "Left a red Leki walking pole at the summit on Sunday afternoon. It has sentimental value; reward offered." },
  ],
  discussion: [
    { title: "Best pub walks around Clun?", description: "We are visiting for a long weekend in spring and would love recommendations for circular walks that end at a good pub." },
    { title: "Should Telford town centre get a weekly market?", description: "There has been talk of a weekly produce market in the town centre. Would you use it, and what would you want to see there?" },
    { title: "Recommendations for a reliable local plumber", description: "Our boiler is making odd noises and we have just moved to Newport. Who do people use and trust round here?" },
  ],
  local_businesses: [
    { title: "Corvedale Bakery: sourdough baked daily", description: "Family bakery baking sourdough, pastries and celebration cakes every morning from six. Find us just off the market square.", link: "https://example.org/bakery" },
    { title: "Severn Valley Bike Repairs", description: "Servicing, puncture repairs and e-bike diagnostics while you wait in Ironbridge. Collection available across the Gorge." },
    { title: "The Wem Bookshop", description: "Independent bookshop with new and second-hand books, a children's corner and a monthly book club. Orders welcome." },
  ],
};

let sequence = 0;

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
