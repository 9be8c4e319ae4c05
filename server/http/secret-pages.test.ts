import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET_PATH_PREFIXES } from "../../common/client-routes";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: "https://noticeboard.example" } });
});
afterAll(async () => {
  await t.close();
});

/** The pages a mail's secret link opens (the API routes behind them are under /api, disallowed as a whole). */
const SECRET_PAGES = SECRET_PATH_PREFIXES.filter((prefix) => !prefix.startsWith("/api/"));

describe("pages opened from an e-mailed secret link", () => {
  it("are all disallowed in robots.txt, the four the issue named among them", async () => {
    expect(SECRET_PAGES).toEqual(
      expect.arrayContaining([
        "/subscription/",
        "/unsubscribe/",
        "/subscribe/confirm/",
        "/my-data/",
        "/manage/",
        "/verify/",
      ]),
    );
    const robots = (await t.app.inject({ method: "GET", url: "/robots.txt" })).body.split("\n");
    const disallowed = robots
      .filter((l) => l.startsWith("Disallow: "))
      .map((l) => l.slice("Disallow: ".length));
    for (const prefix of SECRET_PAGES)
      expect(
        disallowed.some((d) => prefix.startsWith(d)),
        prefix,
      ).toBe(true);
    expect(disallowed).toContain("/api");
    expect(
      disallowed.some((d) => "/my-data".startsWith(d)),
      "the /my-data form stays open",
    ).toBe(false);
  });

  it("carry noindex in their HTML and an X-Robots-Tag header, with no referrer", async () => {
    for (const prefix of SECRET_PAGES) {
      // A stop link names the alert after its token.
      const url = `${prefix}a-secret-token-value${prefix === "/alerts/stop/" ? "/7" : ""}`;
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, prefix).toBe(200);
      expect(res.headers["content-type"], prefix).toContain("text/html");
      expect(res.body, prefix).toContain('<meta name="robots" content="noindex">');
      expect(res.headers["x-robots-tag"], prefix).toBe("noindex");
      expect(res.headers["referrer-policy"], prefix).toBe("no-referrer");
    }
    const api = await t.app.inject({ method: "GET", url: "/api/manage/a-secret-token-value" });
    expect(api.headers["x-robots-tag"]).toBe("noindex");
  });

  it("leave ordinary pages indexable", async () => {
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(home.body).not.toContain('<meta name="robots" content="noindex">');
    const form = await t.app.inject({ method: "GET", url: "/my-data" });
    expect(form.headers["x-robots-tag"]).toBeUndefined();
  });
});
