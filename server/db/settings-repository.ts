import { eq, sql } from "drizzle-orm";
import type { Executor } from "./client";
import { settings } from "./schema";

/** The stored value of a setting, or undefined when it was never set (the caller knows its default). */
export async function findSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function saveSetting(db: Executor, key: string, value: unknown, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: at } });
}
