import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireInstalled, systemTool } from "../server/test/system-tools";

/** The deploy files as a volunteer installs them, checked by the programs that will read them (Debian packages). */
const DEPLOY = import.meta.dirname;
const caddy = systemTool("caddy", "caddy");
const nginx = systemTool("nginx", "nginx");
const systemdAnalyze = systemTool("systemd-analyze", "systemd");
const openssl = systemTool("openssl", "openssl");

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "nb-deploy-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("deploy files", () => {
  it.skipIf(caddy.skip)("caddy validate accepts deploy/Caddyfile, formatted as caddy fmt has it", () => {
    requireInstalled(caddy);
    // Caddy's own folders in a temporary home, so validating writes nothing of this machine's.
    const home = { HOME: temp, XDG_DATA_HOME: temp, XDG_CONFIG_HOME: temp };
    const file = path.join(DEPLOY, "Caddyfile");
    const result = run("caddy", ["validate", "--config", file, "--adapter", "caddyfile"], home);
    expect(result.output).toContain("Valid configuration");
    expect(result.status).toBe(0);
    expect(result.output).not.toMatch(/"level":"(warn|error)"/);
    expect(run("caddy", ["fmt", file], home).output.trim()).toBe(fs.readFileSync(file, "utf8").trim());
  });

  it.skipIf(nginx.skip || openssl.skip)("nginx -t accepts deploy/nginx.conf", () => {
    requireInstalled(nginx);
    requireInstalled(openssl);
    // nginx -t loads the certificates: a copy of the site points at a throwaway one instead of Let's Encrypt's (the
    // only change), included from a main file that keeps the pid, logs and temporary files in a temporary folder.
    const dir = fs.mkdtempSync(path.join(temp, "nginx-"));
    const cert = path.join(dir, "fullchain.pem");
    const key = path.join(dir, "privkey.pem");
    const made = run("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-subj", "/CN=noticeboard.example.org", "-days", "1", "-keyout", key, "-out", cert],
    ]);
    expect(made.status, made.output).toBe(0);
    const site = fs
      .readFileSync(path.join(DEPLOY, "nginx.conf"), "utf8")
      .replaceAll("/etc/letsencrypt/live/noticeboard.example.org/fullchain.pem", cert)
      .replaceAll("/etc/letsencrypt/live/noticeboard.example.org/privkey.pem", key);
    expect(site).not.toContain("/etc/letsencrypt");
    fs.writeFileSync(path.join(dir, "site.conf"), site);
    const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((kind) => `\t${kind}_temp_path ${path.join(dir, kind)};`)
      .join("\n");
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n\taccess_log off;\n${temps}\n\tinclude ${dir}/site.conf;\n}\n`,
    );
    const result = run("nginx", ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")]);
    expect(result.output).toContain("test is successful");
    expect(result.status).toBe(0);
    expect(result.output).not.toMatch(/\[(warn|emerg|alert)\]/);
  });

  it.skipIf(systemdAnalyze.skip)(
    "systemd-analyze verify accepts deploy/noticeboard.service, warning of nothing",
    () => {
      requireInstalled(systemdAnalyze);
      // verify refuses an ExecStart whose program is missing: the copy names npm where this machine has it (the unit's
      // /usr/bin/npm on Debian's nodejs package; the only change). It ignores a bad value with a warning and still
      // exits 0, so any output at all fails the test.
      const unit = fs.readFileSync(path.join(DEPLOY, "noticeboard.service"), "utf8");
      const npm = run("sh", ["-c", "command -v npm"]).output.trim();
      expect(unit).toContain("ExecStart=/usr/bin/npm start\n");
      const dir = fs.mkdtempSync(path.join(temp, "systemd-"));
      const copy = path.join(dir, "noticeboard.service");
      fs.writeFileSync(copy, unit.replace("ExecStart=/usr/bin/npm start", `ExecStart=${npm} start`));
      const result = run("systemd-analyze", ["verify", copy]);
      expect(result.output).toBe("");
      expect(result.status).toBe(0);
    },
  );

  it("the unit keeps the file system read-only but the data folder, and restarts on failure", () => {
    const unit = fs.readFileSync(path.join(DEPLOY, "noticeboard.service"), "utf8");
    for (const line of [
      "User=noticeboard",
      "ProtectSystem=strict",
      "ReadWritePaths=/srv/noticeboard/data",
      "Restart=on-failure",
      "EnvironmentFile=/srv/noticeboard/app/.env",
      "NoNewPrivileges=true",
    ])
      expect(unit).toContain(`\n${line}\n`);
    // Node's JIT and PGlite's WebAssembly need writable executable memory.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=true/m);
  });
});
