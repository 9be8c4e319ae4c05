import type { AppContext } from "../context";
import type { Job } from "../jobs/job-runner";
import { latestLondonTime } from "../notices/notice-lifecycle";
import { findSetting, saveSetting } from "../db/settings-repository";
import { createBackup, readBackupSettings } from "./backup-service";

/** The last nightly time a backup was started for (ISO), so each is taken once, by one server. */
export const NIGHTLY_SLOT_KEY = "backup.slot";

/**
 * Job: the nightly backup at the London time in `backup.time` (default 02:30), keeping `backup.keep` (default 14).
 * The locked run (advisory lock 1240) claims the night's slot; the backup itself runs after that commits, since
 * it must wait for open transactions to end. A server first started after the slot waits for the next night, and
 * one that was down at the time takes the missed backup when it starts.
 */
export function createNightlyBackupJob(ctx: AppContext): Job {
  return {
    name: "nightly-backup",
    lockKey: 1240,
    run: async (tx) => {
      const now = ctx.clock.now();
      const { time } = await readBackupSettings(tx);
      const [hour, minute] = time.split(":").map(Number);
      const slot = latestLondonTime(hour, minute, now);
      const claimed = await findSetting(tx, NIGHTLY_SLOT_KEY);
      await saveSetting(tx, NIGHTLY_SLOT_KEY, slot.toISOString(), now);
      if (typeof claimed !== "string") return false;
      return new Date(claimed) < slot;
    },
    afterCommit: async (due) => {
      if (due) await createBackup(ctx);
    },
  };
}
