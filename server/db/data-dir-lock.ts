import fs from "node:fs";
import path from "node:path";

/**
 * One process at a time on an embedded database folder. PGlite keeps its pages in memory and writes them back on
 * close, so a second process on the same folder works on its own copy and one of the two loses its writes.
 *
 * The lock is a file holding the owner's pid and start time. A process killed with -9 leaves the file behind; it is
 * stale when that pid is gone, or now belongs to a process that started at another time (a reused pid).
 */
export const LOCK_FILE = "db.lock";

interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), or null where /proc is missing. */
  startedAt: string | null;
  /** What the process is: "npm start", "npm run seed"… */
  command: string;
}

export class DataDirInUseError extends Error {}

/** Field 22 of /proc/<pid>/stat: the start time, which tells a live owner from a later process with its pid. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and brackets: count fields after its closing bracket.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** The process `pid` started at `startedAt` (null: unknown) still runs on this machine. */
export function isProcessAlive(owner: { pid: number; startedAt: string | null }): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the pid exists but belongs to another user, so it is alive.
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const startedAt = processStartTime(owner.pid);
  return owner.startedAt === null || startedAt === null || startedAt === owner.startedAt;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number"
      ? { pid: owner.pid, startedAt: owner.startedAt ?? null, command: String(owner.command ?? "a process") }
      : null;
  } catch {
    return null;
  }
}

/** A short name for what this process is, for the message another one prints. */
function describeThisProcess(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === "start" ? "npm start" : `npm run ${script}`;
  return path.basename(process.argv[1] ?? "node");
}

/**
 * Takes the lock on `dataDir` for this process, or throws a DataDirInUseError whose message is one line naming the
 * folder and the process holding it. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    command: describeThisProcess(),
  };
  // Written aside, then hard-linked into place: the link appears whole or not at all, and only if absent, so of
  // two processes starting together exactly one wins and the other never reads a half-written file.
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(draft, file);
        return () => {
          if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
      const owner = readOwner(file);
      if (owner && owner.pid !== me.pid && isProcessAlive(owner)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner.pid} (${owner.command}): ` +
            "stop it first, or set DATABASE_URL to share a PostgreSQL server.",
        );
      }
      // Left by a process that died: take it over.
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  throw new DataDirInUseError(`The embedded database in ${dataDir} is being opened by another process.`);
}
