import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "../server/admin-auth/admin-bootstrap";
import { queryRows } from "../server/db/client";
import { requireInstalled, systemTool } from "../server/test/system-tools";
import { createTestApp, type TestApp } from "../server/test/test-app";
import { freePort } from "../server/test/free-port";

/**
 * The app behind the real Caddy with deploy/Caddyfile's site on loopback, over HTTPS with Caddy's internal CA: what a
 * visitor's browser gets through the proxy (HSTS, the __Host- admin cookie) and the address the rate limits count.
 */
const caddy = systemTool("caddy", "caddy");
/** A visitor Caddy can tell from itself: this machine's own non-loopback address, used as the client's source. */
const visitorAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

let t: TestApp;
let proxy: ChildProcess | undefined;
let temp: string;
let origin: string;
let ca: Buffer;
let caddyLog = "";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to Caddy, trusting only its internal CA, from `localAddress` when given. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: object; localAddress?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${origin}${url}`,
      {
        method: options.method ?? "GET",
        ca,
        localAddress: options.localAddress,
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...options.headers },
        timeout: 10_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  if (caddy.skip) return;
  requireInstalled(caddy);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  origin = `https://127.0.0.1:${httpsPort}`;
  t = await createTestApp({ config: { publicUrl: origin, trustProxy: true } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const appPort = (t.app.server.address() as net.AddressInfo).port;

  // Test-only global options (no admin endpoint, the internal CA, loopback only, free ports), then deploy/Caddyfile
  // itself, whose `noticeboard` snippet serves the site at 127.0.0.1.
  temp = fs.mkdtempSync(path.join(os.tmpdir(), "nb-caddy-"));
  const config = path.join(temp, "Caddyfile");
  fs.writeFileSync(
    config,
    [
      "{",
      "\tadmin off",
      "\tlocal_certs",
      "\tskip_install_trust",
      "\tdefault_bind 127.0.0.1",
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      `\tstorage file_system ${temp}/data`,
      "}",
      "",
      `import ${path.join(import.meta.dirname, "Caddyfile")}`,
      "",
      "127.0.0.1 {",
      "\timport noticeboard",
      "}",
      "",
    ].join("\n"),
  );
  proxy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: temp,
      XDG_DATA_HOME: temp,
      XDG_CONFIG_HOME: temp,
      NOTICEBOARD_UPSTREAM: `127.0.0.1:${appPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proxy.stdout?.on("data", (chunk: Buffer) => (caddyLog += chunk.toString()));
  proxy.stderr?.on("data", (chunk: Buffer) => (caddyLog += chunk.toString()));

  const root = path.join(temp, "data/pki/authorities/local/root.crt");
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
    if (fs.existsSync(root)) {
      ca = fs.readFileSync(root);
      const up = await request("/api/health").catch(() => undefined);
      if (up?.status === 200) break;
    }
    if (Date.now() > deadline) throw new Error(`caddy did not answer in 20 s:\n${caddyLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((resolve) => proxy!.once("exit", resolve));
    proxy.kill("SIGTERM");
    await exited;
  }
  await t?.close();
  if (temp) fs.rmSync(temp, { recursive: true, force: true });
});

describe.skipIf(caddy.skip)("behind Caddy (deploy/Caddyfile) over HTTPS", () => {
  it("answers over HTTPS with Caddy's certificate and the app's HSTS header, compressed once", async () => {
    const res = await request("/", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    // The app compresses; Caddy passes it on untouched (a second encoding would show as "gzip, gzip").
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sets the admin session cookie with the __Host- prefix, and the session works through the proxy", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    const login = await request("/api/admin/login", {
      method: "POST",
      headers: { origin },
      body: { username: "moderator", password: "correct horse battery" },
    });
    expect(login.status, login.body).toBe(200);
    const cookies = [login.headers["set-cookie"] ?? []].flat();
    const session = cookies.find((c) => c.startsWith("__Host-nb_admin="));
    expect(session, cookies.join("\n")).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/; Domain=/i);
    const stats = await request("/api/admin/stats", {
      headers: { cookie: session!.split(";")[0], origin },
    });
    expect(stats.status, stats.body).toBe(200);
  });

  it.skipIf(!visitorAddress)(
    "counts rate limits against the visitor's address that Caddy forwards, not a forged one",
    async () => {
      const subscribe = (email: string, headers: Record<string, string> = {}) =>
        request("/api/subscribe", {
          method: "POST",
          body: { email },
          headers,
          localAddress: visitorAddress,
        });
      expect((await subscribe("first@example.org")).status).toBe(201);
      // A visitor's own X-Forwarded-For is dropped by Caddy, so it cannot pose as another address.
      expect((await subscribe("second@example.org", { "x-forwarded-for": "203.0.113.50" })).status).toBe(201);
      const rows = await queryRows<{ key: string; count: number }>(
        t.db,
        sql`select key, count from rate_limits where key like 'subscribe:%' order by key`,
      );
      // Caddy itself is 127.0.0.1: without TRUST_PROXY the app would see only that, and count nobody.
      expect(rows).toEqual([{ key: `subscribe:${visitorAddress}`, count: 2 }]);
    },
  );
});
