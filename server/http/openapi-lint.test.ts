// engine-independent: the OpenAPI document and the route schemas are the app's own, whatever the engine.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * The served document passes Redocly's recommended rules with no error (issue 34 item 9), checked by the real CLI
 * (@redocly/cli, a devDependency) as `npx redocly lint --extends recommended` would; and says what the server does.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const REDOCLY = path.join(ROOT, "node_modules/.bin/redocly");

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { securitySchemes: Record<string, unknown> };
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nb-openapi-"));
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error", { timeout: 120_000 }, async () => {
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(doc));
    // Exit status 1 when there are errors: read the report either way.
    const run = await promisify(execFile)(
      REDOCLY,
      ["lint", "--extends", "recommended", "--format", "json", "--max-problems", "1000", file],
      {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{"))) as { problems: Problem[] };
    const errors = report.problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    // The rules did run: the document was read (a warning or two are still reported, e.g. info-license).
    expect(Array.isArray(report.problems)).toBe(true);
  });

  it("says who may call each operation: the admin session cookie, the backup token, or anyone", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["adminSession", "backupToken"]);
    expect(doc.paths["/api/admin/stats"].get.security).toEqual([{ adminSession: [] }]);
    expect(doc.paths["/api/admin/backups"].get.security).toEqual([{ adminSession: [] }]);
    expect(doc.paths["/api/admin/backups"].post.security).toEqual([{ backupToken: [] }]);
    expect(doc.paths["/api/admin/login"].post.security).toEqual([]);
    expect(doc.paths["/api/notices"].get.security).toEqual([]);
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.summary, `${method} ${route}`).toEqual(expect.any(String));
        expect(op.summary, `${method} ${route}`).not.toMatch(/^[A-Z]+ \//);
      }
    }
  });

  it("describes the forms a browser without JavaScript posts: a form body, answered by a 303 to a page", () => {
    for (const [path, page] of [
      ["/api/subscribe", "/newsletter/sent"],
      ["/api/notices/{id}/comments", "/notice/{id}?comment=sent"],
      ["/api/contact", "/notice/{noticeId}?contact=sent"],
    ]) {
      const op = doc.paths[path].post as {
        requestBody: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { description: string; headers: Record<string, unknown> }>;
      };
      expect(Object.keys(op.requestBody.content).sort(), path).toEqual([
        "application/json",
        "application/x-www-form-urlencoded",
      ]);
      expect(op.requestBody.content["application/x-www-form-urlencoded"].schema, path).toEqual(
        op.requestBody.content["application/json"].schema,
      );
      expect(op.responses["303"].description, path).toContain(page);
      expect(Object.keys(op.responses["303"].headers), path).toEqual(["Location"]);
    }
  });

  it("describes the one-click unsubscribe form, an optional reject body, and list keys without refusing enums", () => {
    const unsubscribe = doc.paths["/api/unsubscribe/{token}"].post.requestBody as {
      required: boolean;
      content: Record<string, { schema: { properties: Record<string, { enum: string[] }> } }>;
    };
    expect(unsubscribe.required).toBe(false);
    expect(
      unsubscribe.content["application/x-www-form-urlencoded"].schema.properties["List-Unsubscribe"].enum,
    ).toEqual(["One-Click"]);
    const reject = doc.paths["/api/admin/notices/{id}/reject"].patch.requestBody as { required: boolean };
    expect(reject.required).toBe(false);
    const parameters = doc.paths["/api/notices"].get.parameters as {
      name: string;
      schema: Record<string, unknown>;
      description: string;
    }[];
    for (const name of ["category", "location", "sort", "featured", "page", "limit"]) {
      const parameter = parameters.find((p) => p.name === name)!;
      expect(parameter.schema, name).toEqual({ type: "string" });
      expect(parameter.description, name).toMatch(/ignored/);
    }
  });
});
