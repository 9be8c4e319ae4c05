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

  it("warn once, at the first proxied request, that TRUST_PROXY is unset", async () => {
    lines.length = 0;
    const WARNING =
      "requests arrive through a proxy: set TRUST_PROXY=1 so per-address limits see each visitor";
    await app.inject({ method: "GET", url: "/api/health" });
    expect(lines.filter((line) => line.msg === WARNING)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
    }
    expect(lines.filter((line) => line.msg === WARNING)).toEqual([expect.objectContaining({ level: 40 })]);
  });

  it("print a visitor's address cut to its network (IPv4 /24, IPv6 /48), never whole", async () => {
    lines.length = 0;
    await app.inject({ method: "GET", url: "/api/health", remoteAddress: "203.0.113.77" });
    await app.inject({
      method: "GET",
      url: "/api/health",
      remoteAddress: "2001:db8:85a3:8d3:1319:8a2e:370:7348",
    });
    await app.inject({ method: "GET", url: "/api/health", remoteAddress: "::ffff:198.51.100.23" });
    const addresses = lines.flatMap((line) => {
      const req = line.req as { remoteAddress?: string } | undefined;
      return req?.remoteAddress ? [req.remoteAddress] : [];
    });
    expect(addresses).toEqual(["203.0.113.0", "2001:db8:85a3::", "198.51.100.0"]);
    expect(logged()).not.toContain("203.0.113.77");
    expect(logged()).not.toContain("8a2e");
    expect(logged()).not.toContain("198.51.100.23");
  });
});
