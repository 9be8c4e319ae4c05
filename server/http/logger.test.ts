import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { testConfig } from "../config";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { createLogger } from "./logger";

const TOKEN = "q3Vd9w2kXb7Zp1LmN8rT5yHc4JfA6sGe0uWxYi2OoPk";
const EMAIL = "hannah.lloyd@example.co.uk";

/** Every line the app logs, parsed, as an operator's log collector would receive it. */
const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split("\n").filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let database: TestDatabase;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ logLevel: "info" });
  app = await buildApp({ config, db: database.db, logger: createLogger(config, capture) });
  // A query that fails on an e-mail address bound to it: PostgreSQL names the value in its own message too.
  app.get("/api/test-failing-query", async () => {
    await database.db.execute(sql`select ${EMAIL}::integer as n`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logged = () => lines.map((line) => JSON.stringify(line)).join("\n");

describe("the logs", () => {
  it("print secret-link paths with the token redacted", async () => {
    for (const url of [`/verify/${TOKEN}`, `/api/manage/${TOKEN}/renew?x=1`, `/unsubscribe/${TOKEN}`]) {
      await app.inject({ method: "GET", url });
    }
    const urls = lines.flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        "/verify/[redacted]",
        "/api/manage/[redacted]/renew?x=1",
        "/unsubscribe/[redacted]",
      ]),
    );
    expect(logged()).not.toContain(TOKEN);
  });

  it("print a failed query without the values bound to it", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: "/api/test-failing-query" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(EMAIL);
    const error = lines.find((line) => line.msg === "unexpected error");
    const err = error?.err as { message: string; stack: string; params?: unknown } | undefined;
    // Still useful to an operator: the query and the database's complaint, with the value blanked.
    expect(err?.message).toContain("Failed query: select $1::integer");
    expect(err?.message).toContain("[redacted]");
    expect(err?.params).toBe("[redacted]");
    expect(logged()).not.toContain(EMAIL);
    expect(logged()).not.toContain("hannah");
  });
});
