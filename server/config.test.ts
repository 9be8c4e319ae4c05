import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadEnvFile } from "./config";

describe("settings", () => {
  it("has the contract's defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.mailFrom).toBe("Shropshire Noticeboard <noreply@localhost>");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.logLevel).toBe("info");
    expect(config.adminRequireMfa).toBe(false);
    expect(config.adminIdleMinutes).toBe(30);
    expect(config.adminSessionHours).toBe(12);
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://shropshire.example/" }).publicUrl).toBe(
      "https://shropshire.example",
    );
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid setting PORT: must be a whole number/],
    [{ PUBLIC_URL: "ftp://x" }, /^Invalid setting PUBLIC_URL/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid setting DATABASE_URL/],
    [{ SMTP_URL: "http://x" }, /^Invalid setting SMTP_URL/],
    [{ LOG_LEVEL: "loud" }, /^Invalid setting LOG_LEVEL/],
    [{ TRUST_PROXY: "yes please" }, /^Invalid setting TRUST_PROXY/],
    [{ ADMIN_REQUIRE_MFA: "always" }, /^Invalid setting ADMIN_REQUIRE_MFA/],
    [{ ADMIN_IDLE_MINUTES: "0" }, /^Invalid setting ADMIN_IDLE_MINUTES: must be a whole number from 1/],
    [{ ADMIN_SESSION_HOURS: "12.5" }, /^Invalid setting ADMIN_SESSION_HOURS/],
    [{ METRICS_TOKEN: "short" }, /^Invalid setting METRICS_TOKEN: must be at least 16 characters/],
    [{ METRICS_PORT: "0" }, /^Invalid setting METRICS_PORT: must be a whole number from 1 to 65535/],
    [{ METRICS_PORT: "3000" }, /^Invalid setting METRICS_PORT: must differ from PORT/],
  ])("stops on a bad value with one line naming it: %o", (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it.each([
    ["SMTP_URL", "ftp://user:s3cret@mail.example:25"],
    ["DATABASE_URL", "mysql://noticeboard:s3cret@db.example/board"],
    ["METRICS_TOKEN", "s3cret"],
    ["STRIPE_API_BASE", "stripe s3cret"],
  ])("never prints the value of a bad setting, which may hold a secret: %s", (name, value) => {
    let message = "";
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid setting ${name}: \\S`));
    expect(message).not.toContain("s3cret");
    expect(message).not.toContain(value);
  });

  it("reads a .env file when there is one, the environment winning; no file is no error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-env-"));
    const file = path.join(dir, ".env");
    expect(loadEnvFile(file)).toBeUndefined();
    fs.writeFileSync(file, "NB_TEST_DATA_DIR=/srv/noticeboard\nNB_TEST_PORT=8080\n");
    process.env.NB_TEST_PORT = "9090";
    try {
      expect(loadEnvFile(file)).toBe(file);
      expect(process.env.NB_TEST_DATA_DIR).toBe("/srv/noticeboard");
      expect(process.env.NB_TEST_PORT).toBe("9090");
    } finally {
      delete process.env.NB_TEST_DATA_DIR;
      delete process.env.NB_TEST_PORT;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
