import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../common/limits";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the app", () => {
  it("answers /api/health after checking the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("has no /metrics unless METRICS_TOKEN or METRICS_PORT is set", async () => {
    expect(t.app.metrics).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });

  it("answers a JSON 404 for an unknown API route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: "Not found" });
  });

  it("says on the privacy page what the access log keeps of an address, and for how long", async () => {
    const res = await t.app.inject({ method: "GET", url: "/privacy" });
    const text = res.body
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&apos;/g, "'")
      .replace(/\s+/g, " ");
    expect(text).toContain("203.0.113.77 is logged as 203.0.113.0");
    expect(text).toContain(`The log is deleted after ${LIMITS.accessLogRetentionDays} days.`);
  });

  it("serves the app shell with 200 on known client routes and 404 elsewhere", async () => {
    for (const url of [
      "/",
      "/about",
      "/terms",
      "/privacy",
      "/posting-guidelines",
      "/admin",
      "/category/events?location=ludlow",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    // Unknown paths and unknown notices (the notice page mirrors the API's status) are 404 pages.
    for (const url of ["/no/such/page", "/notice/12/some-title"]) {
      const missing = await t.app.inject({ method: "GET", url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root">');
    }
  });

  it("sends the security headers: a CSP without inline script, nosniff, referrer policy, no framing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // An injected <base href> could otherwise point every relative script and link elsewhere.
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
