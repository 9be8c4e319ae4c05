import SwaggerParser from "@apidevtools/swagger-parser";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorAnswerSchema } from "../../common/api-answer-schemas";
import { GoneNoticeSchema } from "../../common/notice-answer-schemas";
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

/** Every registered API route (one row per method), with its schema. */
function apiRoutes() {
  return t.app.routeTable
    .flatMap(({ method, url, schema }) => [method].flat().map((m) => ({ method: m, url, schema })))
    .filter((r) => r.url.startsWith("/api/") && !["HEAD", "OPTIONS"].includes(r.method));
}
const named = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const responsesOf = (schema: unknown) =>
  Object.entries((schema as { response?: Record<string, unknown> } | undefined)?.response ?? {});

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
    const api = apiRoutes().filter((r) => r.url !== "/api/openapi.json");
    expect(api.length).toBeGreaterThan(50);
    const missing = api.filter((r) => !doc.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map(named)).toEqual([]);
  });
});

describe("the contract of every API route", () => {
  it("declares a zod schema for a success status, so the answer is serialised through it", () => {
    const lacking = apiRoutes().filter(
      (r) => !responsesOf(r.schema).some(([status, s]) => /^2\d\d$/.test(status) && isZodAnswer(s)),
    );
    expect(lacking.map(named)).toEqual([]);
  });

  it("declares a params schema wherever the path has a parameter", () => {
    const lacking = apiRoutes().filter((r) => r.url.includes(":") && !r.schema?.params);
    expect(lacking.map(named)).toEqual([]);
  });

  it("answers its failures with the one error schema (a gone notice's 410 adds its title)", () => {
    const others = apiRoutes().flatMap((r) =>
      responsesOf(r.schema)
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .filter(([, s]) => s !== ErrorAnswerSchema && s !== GoneNoticeSchema)
        .map(([status]) => `${named(r)} ${status}`),
    );
    expect(others).toEqual([]);
  });

  it("answers only the fields its schemas name: no success schema lets unknown keys through", () => {
    const loose = apiRoutes()
      .filter((r) => r.url !== "/api/openapi.json")
      .flatMap((r) =>
        responsesOf(r.schema)
          .filter(([status, s]) => /^2\d\d$/.test(status) && lets(s as z.ZodType))
          .map(([status]) => `${named(r)} ${status}`),
      );
    expect(loose).toEqual([]);
  });
});

/** A zod schema, or one per media type (`{content: {"text/calendar": {schema}}}`) as the documents declare. */
function isZodAnswer(schema: unknown): boolean {
  if (schema instanceof z.ZodType) return true;
  const content = (schema as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return !!content && Object.values(content).every((media) => media.schema instanceof z.ZodType);
}

/** Whether an object anywhere in the schema passes unknown keys on (z.looseObject, .passthrough(), .catchall()). */
function lets(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodObject) {
    const catchall = schema.def.catchall;
    if (catchall && !(catchall instanceof z.ZodNever)) return true;
    return Object.values(schema.shape).some(lets);
  }
  if (schema instanceof z.ZodArray) return lets(schema.element as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).some(lets);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return lets(schema.unwrap() as z.ZodType);
  return false;
}

describe("the document's media types", () => {
  const doc = async () =>
    (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { requestBody?: Props; responses: Record<string, Props> }>>;
    }>();
  type Props = { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };

  it("names the feeds, calendars, sitemap and robots.txt as what they are, not JSON", async () => {
    const paths = (await doc()).paths;
    const expected = {
      "/feed.xml": "application/rss+xml",
      "/events.ics": "text/calendar",
      "/notice/{id}/event.ics": "text/calendar",
      "/sitemap.xml": "application/xml",
      "/sitemap-{part}.xml": "application/xml",
      "/robots.txt": "text/plain",
    };
    for (const [path, mediaType] of Object.entries(expected)) {
      expect(Object.keys(paths[path]?.get?.responses["200"]?.content ?? {}), path).toEqual([mediaType]);
      // Failures are still the JSON error answer.
      expect(Object.keys(paths[path].get.responses["400"]?.content ?? {}), path).toEqual([
        "application/json",
      ]);
    }
  });

  it("describes the notice post and the manage-link edit as multipart forms with their fields and image", async () => {
    const paths = (await doc()).paths;
    for (const [path, method] of [
      ["/api/notices", "post"],
      ["/api/manage/{token}", "patch"],
    ] as const) {
      const content = paths[path][method].requestBody?.content ?? {};
      expect(Object.keys(content), `${method} ${path}`).toContain("multipart/form-data");
      const fields = Object.keys(content["multipart/form-data"]?.schema?.properties ?? {});
      expect(fields, `${method} ${path}`).toEqual(expect.arrayContaining(["title", "description", "image"]));
    }
  });

  it("says a body refuses fields it does not name", async () => {
    const paths = (await doc()).paths;
    const edit = paths["/api/admin/notices/{id}"].patch.requestBody?.content?.["application/json"]?.schema;
    expect(edit).toMatchObject({ additionalProperties: false });
  });
});
