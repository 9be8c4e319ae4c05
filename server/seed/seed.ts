import sharp from "sharp";
import { CATEGORIES, type Category } from "../../common/categories";
import { DAY, HOUR } from "../clock";
import { storeNoticeImage } from "../images/image-store";
import type { ObjectStore } from "../images/object-store";
import { expiryDateFor } from "../notices/notice-lifecycle";
import type { Executor } from "../db/client";
import { comments, notices } from "../db/schema";
import { SEED_NOTICES } from "./seed-notices";

/** Every third seeded notice has a photo, so lists show both photos and the category placeholders. */
export const SEED_PHOTO_EVERY = 3;

/**
 * A landscape made here, not downloaded: sky, two hills and a sun, tinted by the category so the photos differ.
 * Encoded as JPEG, the way a phone's photo would arrive, then stored through the same pipeline as an upload.
 */
async function makeSeedPhoto(index: number, category: Category): Promise<Buffer> {
  const hue = (CATEGORIES.indexOf(category) * 51 + index * 17) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 55% 72%)"/><stop offset="1" stop-color="hsl(${hue} 40% 90%)"/>
    </linearGradient></defs>
    <rect width="960" height="640" fill="url(#sky)"/>
    <circle cx="${700 - (index % 5) * 90}" cy="170" r="70" fill="hsl(45 90% 70%)"/>
    <path d="M0 470 Q 240 ${300 + (index % 4) * 30} 520 450 T 960 420 V 640 H 0 Z" fill="hsl(110 35% 42%)"/>
    <path d="M0 560 Q 300 470 620 550 T 960 530 V 640 H 0 Z" fill="hsl(120 40% 30%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Noon UTC `days` after `now`: an event date that is a whole day ahead whatever the hour of seeding. */
function daysAhead(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

/**
 * Fills a database with the seed notices: each once, live, approved over the last fortnight, expiring as an approved
 * notice of its category would; a third with a photo; discussions with the approved replies that answer them; a few featured.
 */
export async function seedDatabase(
  db: Executor,
  images: ObjectStore,
  now: Date = new Date(),
): Promise<{ notices: number; photos: number }> {
  let photos = 0;
  for (const [i, sample] of SEED_NOTICES.entries()) {
    const createdAt = new Date(now.getTime() - (i * 11 + 2) * HOUR);
    const approvedAt = new Date(createdAt.getTime() + HOUR);
    const eventDate = sample.category === "events" ? daysAhead(now, sample.eventInDays ?? 14) : null;
    const isFeatured = i % 7 === 0 && sample.category !== "discussion";
    let imageUrl: string | null = null;
    if (i % SEED_PHOTO_EVERY === 0) {
      ({ imageUrl } = await storeNoticeImage({ images }, await makeSeedPhoto(i, sample.category)));
      photos++;
    }
    const [notice] = await db
      .insert(notices)
      .values({
        category: sample.category,
        location: sample.location,
        title: sample.title,
        description: sample.description,
        price: sample.category === "items_for_sale" ? (sample.price ?? null) : null,
        eventVenue: sample.category === "events" ? (sample.venue ?? null) : null,
        eventDate,
        externalLink: sample.link ?? null,
        imageUrl,
        contactEmail: `poster${i + 1}@example.org`,
        status: "active",
        verifiedAt: createdAt,
        approvedAt,
        expiresAt: expiryDateFor(sample.category, eventDate, approvedAt),
        createdAt,
        updatedAt: approvedAt,
        isFeatured,
        featureDuration: isFeatured ? 14 : 0,
        featuredUntil: isFeatured ? new Date(now.getTime() + 14 * DAY) : null,
        viewCount: (i * 37) % 250,
      })
      .returning({ id: notices.id });
    for (const [c, reply] of (sample.replies ?? []).entries()) {
      await db.insert(comments).values({
        noticeId: notice.id,
        ...reply,
        authorEmail: `commenter${i * 2 + c + 1}@example.org`,
        status: "approved",
        createdAt: new Date(approvedAt.getTime() + (c + 1) * HOUR),
      });
    }
  }
  return { notices: SEED_NOTICES.length, photos };
}
