import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../server/db/data-dir-lock";
import { builtProgram } from "../server/test/built-programs";
import { freePort } from "../server/test/free-port";

/**
 * `npm run backup` (scripts/backup.ts, compiled, as npm's script runs it) while a server holds the embedded
 * database but listens on a port this shell does not name: it says what it needs to reach the server.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-backup-script-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run backup", () => {
  it("asks for the server's PORT (or BACKUP_URL) when the database is held by a server it cannot reach", async () => {
    // This test's process plays the running server: it holds the data folder's lock.
    const unlock = lockDataDir(dataDir);
    try {
      const port = await freePort();
      const run = spawnSync(process.execPath, [builtProgram("backup")], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", BACKUP_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`is in use by process ${process.pid}`);
      expect(lines[0]).toContain(`no server answered at http://127.0.0.1:${port}`);
      expect(lines[0]).toContain("set PORT to the server's PORT (or BACKUP_URL to its address)");
    } finally {
      unlock();
    }
  });
});
