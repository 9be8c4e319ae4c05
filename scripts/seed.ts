import { count } from "drizzle-orm";
import { LOCATIONS } from "../common/locations";
import { createObjectStore } from "../server/images/object-store";
import { openConfiguredDatabase } from "../server/db/open-configured";
import { ensureCategories } from "../server/db/reference-data";
import { notices } from "../server/db/schema";
import { seedDatabase } from "../server/seed/seed";

/**
 * `npm run seed`: about thirty believable notices, into an empty database only. It reads the same settings as the
 * server (DATA_DIR or DATABASE_URL), so run it with the ones the server uses.
 */
const { config, database } = openConfiguredDatabase();
try {
  await database.migrate();
  await ensureCategories(database.db);
  const [{ n }] = await database.db.select({ n: count() }).from(notices);
  if (n > 0) {
    console.error(`The database already has ${n} notices; seed only fills an empty one.`);
    process.exitCode = 1;
  } else {
    const result = await seedDatabase(database.db, createObjectStore(config));
    const towns = new Set((await database.db.select({ l: notices.location }).from(notices)).map((r) => r.l));
    console.log(
      `Seeded ${result.notices} notices (${result.photos} with a photo) in ${towns.size} of ${LOCATIONS.length} towns.`,
    );
  }
} finally {
  await database.close();
}
