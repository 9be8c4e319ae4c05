import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { settings } from "../db/schema";
import { findSetting } from "../db/settings-repository";

/**
 * A restored copy is quiet: `npm run restore` leaves this setting in the database it restored, and a server started on
 * it keeps the outbox paused and the periodic jobs off (no mail to posters and subscribers from a copy, no expiry, no
 * digest) until the operator runs `npm run restore -- --live` (or restores with `--live`).
 */
export const QUIET_COPY_KEY = "copy.quiet";

/** The statement restore runs on the restored database (PGlite or PostgreSQL, before the server's code opens it). */
export function quietCopySql(restoredFrom: string, at: Date): { text: string; params: string[] } {
  return {
    text:
      "insert into settings (key, value, updated_at) values ($1, $2::jsonb, $3::timestamptz) " +
      "on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at",
    params: [QUIET_COPY_KEY, JSON.stringify({ restoredFrom, at: at.toISOString() }), at.toISOString()],
  };
}

/** The copy is quiet (restored, and not yet told to go live). */
export async function isQuietCopy(db: Executor): Promise<boolean> {
  return (await findSetting(db, QUIET_COPY_KEY)) !== undefined;
}

/** The operator's word: mail and jobs run from the next start. Answers whether the copy was quiet. */
export async function goLive(db: Executor): Promise<boolean> {
  const rows = await db
    .delete(settings)
    .where(eq(settings.key, QUIET_COPY_KEY))
    .returning({ key: settings.key });
  return rows.length > 0;
}
