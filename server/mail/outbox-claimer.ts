import os from "node:os";
import { isProcessAlive, processStartTime } from "../db/data-dir-lock";

/**
 * Who holds an outbox row's lease: "host/pid/start time". A server starting after a crash (`kill -9`, a power cut)
 * tells a claim of a process that is gone on this machine from one of a live process or of another machine (which it
 * cannot see, so that claim waits its lease out).
 */
export function thisClaimer(): string {
  return `${os.hostname()}/${process.pid}/${processStartTime(process.pid) ?? "?"}`;
}

/** The claimer ran on this machine and its process is gone (or its pid now belongs to a later process). */
export function isGoneClaimer(claimer: string): boolean {
  const match = /^(.*)\/(\d+)\/([^/]+)$/.exec(claimer);
  if (!match || match[1] !== os.hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid && claimer === thisClaimer()) return false;
  return !isProcessAlive({ pid, startedAt: match[3] === "?" ? null : match[3] });
}
