import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTestDatabase } from "../test/test-db";
import { Readiness } from "./readiness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/ready", () => {
  it("answers 200 on a migrated database that answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
  });

  it("answers 503 until main marks it ready, and again from the start of a shutdown", async () => {
    const database = await createTestDatabase();
    const readiness = new Readiness();
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: pino({ level: "silent" }),
      readiness,
    });
    try {
      const ready = () => app.inject({ method: "GET", url: "/api/ready" });
      let res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "Starting: the database is not migrated yet" });
      // Liveness is another question: the process is up.
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

      readiness.markReady();
      expect((await ready()).statusCode).toBe(200);

      readiness.markStopping();
      readiness.markReady(); // too late: a server shutting down never becomes ready again
      res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "Shutting down" });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: pino({ level: "silent" }) });
    try {
      await database.close();
      const res = await app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "Database unreachable" });
    } finally {
      await app.close();
    }
  });

  it("is in the OpenAPI document with its 200 and 503 answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths["/api/ready"].get.responses)).toEqual(
      expect.arrayContaining(["200", "503"]),
    );
  });
});
