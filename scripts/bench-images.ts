/**
 * `npm run bench:images` (issue 34 item 5): the server's resident memory while 8 worst-case uploads arrive at once, a
 * 6300 × 6300 PNG each (39.7 MP, just under the 40 MP limit, and under 5 MB as a flat picture compresses well: decoding
 * costs the same whatever the picture shows). The server runs as `npm start` runs it (its memory flags), on a fresh
 * embedded database, from the sources (tsx). Target: the peak at most 1.5 × idle. Each post must still answer 201.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { freePort, residentMb } from "./bench-memory";

const ROOT = path.resolve(import.meta.dirname, "..");
const UPLOADS = 8;
const SIDE = 6300;
const TARGET_FACTOR = 1.5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function worstCasePng(): Promise<Buffer> {
  // A few bands of colour: the same 119 MB of pixels to decode as a photograph, in a file the size limit allows.
  const band = (colour: string, top: number) => ({
    input: { create: { width: SIDE, height: 700, channels: 3 as const, background: colour } },
    top,
    left: 0,
  });
  return sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: "#f4e9d8" } })
    .composite([band("#2d6a4f", 700), band("#d62828", 2800), band("#1d3557", 4900)])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function upload(base: string, png: Buffer, n: number): Promise<Response> {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: `Bench image upload ${n}`,
    description: "A notice posted by the image benchmark with a very large picture.",
    category: "items_for_sale",
    location: "shrewsbury",
    contactEmail: `bench-${n}@example.org`,
    price: "10",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), `big-${n}.png`);
  return fetch(`${base}/api/notices`, { method: "POST", body: form });
}

const png = await worstCasePng();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-bench-images-"));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
};
// As deploy/noticeboard.service runs it (BENCH_MALLOC_ARENA_MAX= to measure without).
env.MALLOC_ARENA_MAX = process.env.BENCH_MALLOC_ARENA_MAX ?? "2";
for (const key of ["ADMIN_USERNAME", "ADMIN_PASSWORD", "SMTP_URL", "S3_BUCKET", "METRICS_PORT"])
  delete env[key];
const child = spawn(
  process.execPath,
  [
    "--max-semi-space-size=2",
    "--max-old-space-size=256",
    "--import",
    "tsx",
    "--input-type=module",
    "-e",
    "await (await import('./server/main.ts')).main();",
  ],
  { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] },
);
try {
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null || waited > 180_000) throw new Error("the server did not start");
    if (
      (await fetch(`${base}/api/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
    await sleep(250);
  }
  // One small upload first, so sharp is loaded and counted in the idle figure as on a server that has had a post.
  const warm = await upload(
    base,
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
    0,
  );
  if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}`);
  await sleep(5_000);
  const pid = child.pid!;
  const idleMb = residentMb(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 100);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      upload(base, png, i + 1).then(async (r) => ({ status: r.status, ms: performance.now() - started })),
    ),
  );
  clearInterval(sampler);
  const slowest = Math.max(...answers.map((a) => a.ms));
  const met = peakMb <= idleMb * TARGET_FACTOR && answers.every((a) => a.status === 201);
  console.log(
    `${UPLOADS} parallel uploads of a ${SIDE} × ${SIDE} PNG (${(png.length / 1e6).toFixed(1)} MB each)`,
  );
  console.log(`| idle MB | peak MB | peak / idle | target | answers | slowest answer s | met |`);
  console.log(`|---|---|---|---|---|---|---|`);
  console.log(
    `| ${idleMb.toFixed(0)} | ${peakMb.toFixed(0)} | ${(peakMb / idleMb).toFixed(2)} | ≤ ${TARGET_FACTOR} | ` +
      `${answers.map((a) => a.status).join(" ")} | ${(slowest / 1000).toFixed(1)} | ${met ? "yes" : "NO"} |`,
  );
} finally {
  child.kill("SIGTERM");
  await Promise.race([new Promise((r) => child.once("exit", r)), sleep(10_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
