import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { emailSubscribers } from "../db/schema";

/** Adds an address, or re-activates it: the same outcome whether or not it was there. */
export async function upsertSubscriber(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .insert(emailSubscribers)
    .values({ email, isActive: true, createdAt: now })
    .onConflictDoUpdate({ target: emailSubscribers.email, set: { isActive: sql`true` } });
}
