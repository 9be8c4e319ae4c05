/**
 * The API's OpenAPI document, built from the routes' zod schemas without a database: what `npm run gen:api` turns into
 * client/lib/api-types.ts, and what `npm run check` compares that file with.
 */
import pino from "pino";
import { buildApp } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";

export async function apiDocument(): Promise<unknown> {
  // Building the app registers routes and never queries: a database that answers nothing is enough to describe it.
  const db = new Proxy({}, { get: () => () => Promise.reject(new Error("no database")) }) as unknown as Db;
  const app = await buildApp({
    config: testConfig({ dataDir: "/nonexistent", publicUrl: "http://localhost:3000" }),
    db,
    logger: pino({ level: "silent" }),
  });
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return doc;
}
