/**
 * The memory section of `npm run bench`: the production program exactly as `npm start` runs it (package.json's start
 * command, one Node process, spawned without npm so its pid is the server's) on the benchmark's data, and its resident
 * memory (VmRSS, which counts the embedded database's WebAssembly memory too) idle, at its peak under BENCH_MEMORY_SECONDS
 * of 50-connection load on the public routes, and idle again after; with the time from start to the first answer.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";

const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);

export interface MemoryFigures {
  firstAnswerMs: number;
  idleMb: number;
  peakMb: number;
  afterMb: number;
}

/** The targets of issue 24 in MB: idle on the embedded database, idle with DATABASE_URL; load may add half. */
export const MEMORY_TARGETS = { pglite: 250, postgres: 150, loadFactor: 1.5 };

/** Resident memory of a process, from /proc (Linux): what the operating system must find room for. */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start`'s command line from package.json (`node <args>`), to spawn Node itself rather than npm. */
function startArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const [program, ...args] = pkg.scripts.start.split(/\s+/);
  if (program !== "node") throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return args;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the production program on `dataDir` (or `databaseUrl`), measures it and stops it. */
export async function measureMemory(options: {
  dataDir: string;
  databaseUrl?: string;
  detailId: number;
}): Promise<MemoryFigures> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  for (const key of ["BENCH_CHILD", "ADMIN_USERNAME", "ADMIN_PASSWORD", "SMTP_URL", "S3_BUCKET"])
    delete env[key];
  const started = performance.now();
  const child = spawn(process.execPath, startArgs(), {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}`;
    let firstAnswerMs = NaN;
    for (let waited = 0; waited < 120_000; waited += 25) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        firstAnswerMs = performance.now() - started;
        break;
      }
      await sleep(25);
    }
    const paths = [
      "/",
      "/api/notices?page=1&limit=8",
      "/api/notices?page=1&limit=8&search=walking",
      `/api/notices/${options.detailId}`,
      `/notice/${options.detailId}`,
      "/category/items_for_sale",
    ];
    // Every route once, so what a first visitor loads (the server renderer above all) is counted as idle memory.
    for (const p of paths) await fetch(base + p).then((r) => r.arrayBuffer());
    await sleep(5_000);
    const pid = child.pid!;
    const idleMb = residentMb(pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 500);
    await autocannon({
      url: base,
      connections: 50,
      duration: SECONDS,
      requests: paths.map((p) => ({ method: "GET", path: p })),
    });
    clearInterval(sampler);
    peakMb = Math.max(peakMb, residentMb(pid));
    await sleep(5_000);
    return { firstAnswerMs, idleMb, peakMb, afterMb: residentMb(pid) };
  } finally {
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}

export function memoryRows(kind: "pglite" | "postgres", notices: number, f: MemoryFigures): string[][] {
  const target = kind === "pglite" ? MEMORY_TARGETS.pglite : MEMORY_TARGETS.postgres;
  const met = f.idleMb <= target && f.peakMb < target * MEMORY_TARGETS.loadFactor && f.firstAnswerMs <= 3_000;
  return [
    [
      kind === "pglite" ? "embedded" : "DATABASE_URL",
      notices.toLocaleString("en-GB"),
      (f.firstAnswerMs / 1000).toFixed(1),
      f.idleMb.toFixed(0),
      f.peakMb.toFixed(0),
      f.afterMb.toFixed(0),
      `≤ ${target}; < ${target * MEMORY_TARGETS.loadFactor} loaded`,
      met ? "yes" : "NO",
    ],
  ];
}

export const MEMORY_HEAD = [
  "database",
  "notices",
  "first answer s",
  "idle MB",
  `peak MB (${SECONDS} s load)`,
  "after MB",
  "target MB",
  "met",
];
