import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Fastify's `/api/notices/:id` is OpenAPI's `/api/notices/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it("describes every registered API route", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const registered = t.app.routeTable.flatMap(({ method, url }) =>
      [method].flat().map((m) => ({ method: m, url })),
    );
    const api = registered.filter(
      (r) =>
        r.url.startsWith("/api/") && r.url !== "/api/openapi.json" && !["HEAD", "OPTIONS"].includes(r.method),
    );
    expect(api.length).toBeGreaterThan(20);
    const missing = api.filter((r) => !doc.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });
});
