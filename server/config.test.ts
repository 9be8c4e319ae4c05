import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://shropshire.example/" }).publicUrl).toBe(
      "https://shropshire.example",
    );
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid setting PORT="abc": /],
    [{ PUBLIC_URL: "ftp://x" }, /^Invalid setting PUBLIC_URL/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid setting DATABASE_URL/],
    [{ SMTP_URL: "http://x" }, /^Invalid setting SMTP_URL/],
    [{ LOG_LEVEL: "loud" }, /^Invalid setting LOG_LEVEL/],
    [{ TRUST_PROXY: "yes please" }, /^Invalid setting TRUST_PROXY/],
    [{ ADMIN_REQUIRE_MFA: "always" }, /^Invalid setting ADMIN_REQUIRE_MFA/],
    [{ ADMIN_IDLE_MINUTES: "0" }, /^Invalid setting ADMIN_IDLE_MINUTES="0": must be a whole number from 1/],
    [{ ADMIN_SESSION_HOURS: "12.5" }, /^Invalid setting ADMIN_SESSION_HOURS/],
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
});
