import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtProgram } from "../test/built-programs";
import { openDatabase } from "./client";
import { LOCK_FILE } from "./data-dir-lock";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-lock-"));
const children: ChildProcess[] = [];

/** The real programs, as `npm start`, `npm run seed` and `npm run admin` run them, on the embedded database. */
function run(args: string[], script: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    LOG_LEVEL: "info",
    ADMIN_PASSWORD: "wrekin-ferry-lantern-42",
    npm_lifecycle_event: script,
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_USERNAME;
  // As package.json runs them: one Node process running the compiled program, so a signal reaches the program itself.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (stdout.includes(text)) resolve();
        else if (child.exitCode !== null) reject(new Error(`exited before "${text}": ${stderr}`));
        else return;
        clearInterval(timer);
      }, 50);
    });
  return { child, exited, printed };
}

const startServer = () => run([builtProgram("start")], "start");

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("one process per embedded database", () => {
  it("refuses a second server, seed and admin with one line, and recovers after kill -9", async () => {
    const first = startServer();
    await first.printed("Shropshire Noticeboard is running");
    const { pid } = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8")) as { pid: number };
    expect(pid, "the program runs in the process npm start made, so signals reach it").toBe(first.child.pid);
    const holder = `process ${pid} (npm start)`;
    const refusal = `The embedded database in ${dataDir} is in use by ${holder}: stop it first, or set DATABASE_URL to share a PostgreSQL server.\n`;

    const [second, seed, admin] = await Promise.all([
      startServer().exited,
      run([builtProgram("seed")], "seed").exited,
      run([builtProgram("admin"), "create", "moderator"], "admin").exited,
    ]);
    for (const refused of [second, seed, admin]) {
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(refusal);
    }
    expect(seed.stdout).not.toMatch(/Seeded/);

    process.kill(pid, "SIGKILL");
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const afterCrash = await run([builtProgram("seed")], "seed").exited;
    expect(afterCrash.stderr).toBe("");
    expect(afterCrash.stdout).toMatch(/^Seeded \d+ notices/);
    expect(afterCrash.code).toBe(0);
    // The seed closed the database, so the lock is gone and the next start is not refused.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const again = startServer();
    await again.printed("Shropshire Noticeboard is running");
    again.child.kill("SIGTERM");
    expect((await again.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it("takes no lock with DATABASE_URL: several servers share a PostgreSQL server", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nb-lock-pg-"));
    const database = openDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none", dataDir: folder });
    expect(fs.readdirSync(folder)).toEqual([]);
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
