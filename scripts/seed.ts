import { count } from "drizzle-orm";
import { CATEGORIES } from "../common/categories";
import { LOCATIONS } from "../common/locations";
import { openConfiguredDatabase } from "../server/db/open-configured";
import { insertComment, insertNotice, NOTICE_SAMPLES } from "../server/db/factories";
import { ensureCategories } from "../server/db/reference-data";
import { notices } from "../server/db/schema";

/** `npm run seed`: about 60 believable notices in every category and town, into an empty database only. */
const { database } = openConfiguredDatabase();
try {
  await database.migrate();
  await ensureCategories(database.db);
  const [{ n }] = await database.db.select({ n: count() }).from(notices);
  if (n > 0) {
    console.error(`The database already has ${n} notices; seed only fills an empty one.`);
    process.exitCode = 1;
  } else {
    const DAY = 86_400_000;
    let made = 0;
    for (let i = 0; made < 60; i++) {
      const category = CATEGORIES[i % CATEGORIES.length];
      const created = new Date(Date.now() - (i * 9 + 1) * 3_600_000);
      const notice = await insertNotice(database.db, {
        category,
        location: LOCATIONS[i % LOCATIONS.length],
        createdAt: created,
        updatedAt: created,
        approvedAt: created,
        expiresAt: ["services", "discussion"].includes(category)
          ? null
          : new Date(created.getTime() + (category === "local_businesses" ? 365 : 30) * DAY),
        isFeatured: i % 9 === 0 && category !== "discussion",
        featureDuration: i % 9 === 0 && category !== "discussion" ? 14 : 0,
        viewCount: (i * 37) % 250,
      });
      if (category === "discussion") {
        for (let c = 0; c < 2; c++) await insertComment(database.db, notice.id);
      }
      made++;
    }
    const kinds = Object.keys(NOTICE_SAMPLES).length;
    console.log(`Seeded ${made} notices across ${kinds} categories and ${LOCATIONS.length} towns.`);
  }
} finally {
  await database.close();
}
