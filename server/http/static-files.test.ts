import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    // Just over the 1 KB compression threshold, as the real built page is.
    `<!doctype html><div id="root"></div><script src="/assets/app-3f9a.js"></script><!--${"x".repeat(950)}-->`,
  );
  fs.writeFileSync(path.join(clientDir, "assets", "app-3f9a.js"), "console.log('app')");
  // As the build writes them (vite.config.ts): a brotli copy beside the script.
  const script = `console.log(${JSON.stringify("a".repeat(2000))})`;
  fs.writeFileSync(path.join(clientDir, "assets", "big-77aa.js"), script);
  fs.writeFileSync(path.join(clientDir, "assets", "big-77aa.js.br"), zlib.brotliCompressSync(script));
  // The service worker and the web app manifest, at the root, unhashed (vite.config.ts).
  fs.writeFileSync(path.join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {})");
  fs.writeFileSync(path.join(clientDir, "manifest.webmanifest"), '{"name":"Shropshire Noticeboard"}');
  t = await createTestApp({ clientDir });
  fs.writeFileSync(path.join(t.config.dataDir, "uploads", "photo.webp"), "RIFF0000WEBP");
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("serving the built client and uploads", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-3f9a.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends an asset's precompressed copy as it is, to a browser that accepts it", async () => {
    const url = "/assets/big-77aa.js";
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(clientDir, "assets", "big-77aa.js.br")));
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(fs.readFileSync(path.join(clientDir, "assets", "big-77aa.js"), "utf8"));
  });

  it("serves the service worker and the manifest from the root, checked on every load, the CSP allowing them", async () => {
    const worker = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    // A worker cached by the browser would hold back the next build's: the browser must ask every time.
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["service-worker-allowed"]).toBeUndefined();
    const csp = String(worker.headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the shell without caching it, 200 for app routes and 404 for others", async () => {
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.body).toContain("/assets/app-3f9a.js");
    const missing = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("/assets/app-3f9a.js");
  });

  it("compresses the shell for clients that accept it, on app routes and on the 404 page alike", async () => {
    for (const url of ["/", "/about", "/no/such/page"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
      expect(res.headers["content-encoding"], url).toBe("gzip");
      expect(zlib.gunzipSync(res.rawPayload).toString(), url).toContain("/assets/app-3f9a.js");
    }
    const plain = await t.app.inject({ method: "GET", url: "/" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("/assets/app-3f9a.js");
  });

  it("answers a plain 404 for a missing asset instead of the shell", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("root");
    const api = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    const head = await t.app.inject({ method: "HEAD", url: "/about" });
    expect(head.statusCode).toBe(200);
  });

  it("serves uploaded images with long cache headers and nosniff", async () => {
    const res = await t.app.inject({ method: "GET", url: "/uploads/photo.webp" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(res.headers["cache-control"]).toMatch(/immutable/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect((await t.app.inject({ method: "GET", url: "/uploads/../package.json" })).statusCode).toBe(404);
  });
});
