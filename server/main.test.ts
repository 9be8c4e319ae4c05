import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { builtProgram } from "./test/built-programs";
import { freePort } from "./test/free-port";

/**
 * The real server process (its compiled program, as `npm start` runs it) on a fresh embedded database: ready once migrated,
 * /metrics only on its loopback METRICS_PORT, and a clean exit on SIGTERM.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-main-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("answers /api/ready once migrated, serves /metrics only on METRICS_PORT, and exits cleanly on SIGTERM", async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const server = spawn(process.execPath, [builtProgram("start")], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: "",
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 150_000;
      let ready: Response | undefined;
      while (Date.now() < deadline && server.exitCode === null) {
        ready = await fetch(`${base}/api/ready`).catch(() => undefined);
        if (ready?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready?.status, stderr).toBe(200);
      expect(await ready!.json()).toEqual({ status: "ready" });

      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      const scrape = async () => {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
        expect(res.status).toBe(200);
        return res.text();
      };
      expect(await scrape()).toMatch(/^noticeboard_database_up 1$/m);
      // The jobs run from the start, and are counted.
      await vi.waitFor(
        async () => expect(await scrape()).toMatch(/^noticeboard_job_runs_total\{job="[a-z-]+"\} [1-9]/m),
        {
          timeout: 15_000,
          interval: 500,
        },
      );

      server.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(stderr).toBe("");
    } finally {
      if (server.exitCode === null) {
        server.kill("SIGKILL");
        await exited;
      }
    }
  }, 200_000);

  it.each(["PORT", "METRICS_PORT"] as const)(
    "ends with one line, no stack trace, when %s is already in use",
    async (setting) => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const takenPort = (taken.address() as AddressInfo).port;
      const ports = { PORT: await freePort(), METRICS_PORT: await freePort(), [setting]: takenPort };
      const server = spawn(process.execPath, [builtProgram("start")], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(ports.PORT),
          HOST: "127.0.0.1",
          // The first test's database, migrated and closed: a fresh folder would spend its 6 s of initdb before the
          // check (the program opens the database while it loads, scripts/start.ts).
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          METRICS_PORT: String(ports.METRICS_PORT),
          METRICS_TOKEN: "",
          LOG_LEVEL: "silent",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      const timer = setTimeout(() => server.kill("SIGKILL"), 150_000);
      try {
        expect(await exited).toBe(1);
        expect(stderr).toBe(
          `${setting}=${takenPort} is already in use by another program: stop it, or choose another ${setting}.\n`,
        );
      } finally {
        clearTimeout(timer);
        await new Promise((resolve) => taken.close(resolve));
      }
    },
    200_000,
  );
});
