import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../common/limits";
import { insertComment, insertNotice } from "./factories";
import type { PaymentTestApp } from "./payment-test-app";
import { loginAsAdmin } from "./admin-session";
import { encodeLoose, HOSTILE_JSON, HOSTILE_STRINGS } from "./hostile-values";
import { multipartBody } from "./notice-posting-requests";
import { jsonBody, LOOSE_QUERY_KEYS, samples, shapeKeys, validBase } from "./route-walk-samples";

/** Sent into every field of every route (the rest of the hostile strings rotate through the fields). */
const EVERYWHERE = ["a\u0000b", "lone \udfff half"];
/** The first id an integer column cannot hold. */
const ID_PAST_COLUMN = String(LIMITS.idMax + 1);
const OUT_OF_RANGE_EVERYWHERE = [
  "99999999999999999999999999",
  "9".repeat(10_000),
  ID_PAST_COLUMN,
  "-1",
  "1e999",
];

interface Walked {
  requests: number;
  failures: string[];
}

type Slot = { place: "param" | "query" | "json" | "multipart"; key: string };

async function walkRoute(p: PaymentTestApp, route: WalkedRoute, offset: number, walked: Walked) {
  const { method, url, schema } = route;
  await p.t.reset();
  const notice = await insertNotice(p.t.db, { category: "discussion", price: null });
  const comment = await insertComment(p.t.db, notice.id);
  const item = await insertNotice(p.t.db, { category: "items_for_sale" });
  const admin = url.startsWith("/api/admin/") ? (await loginAsAdmin(p.t)).headers : {};
  const all = samples(item.id);
  // Path params: ids of the fixtures, a file name for a wildcard, a token-shaped string for anything else.
  const params = [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
  const validParam = (name: string) =>
    name === "id"
      ? String(url.includes("comments/:id") ? comment.id : notice.id)
      : name === "*"
        ? "x.webp"
        : "x".repeat(43);
  const path = (param?: string, value?: string) =>
    url.replace(/:(\w+)|\*/g, (_all, name: string | undefined) =>
      (name ?? "*") === param && value !== undefined ? value : validParam(name ?? "*"),
    );
  const send = async (what: string, options: InjectOptions) => {
    walked.requests += 1;
    const res = await p.t.app.inject({
      method: method as InjectOptions["method"],
      ...options,
      headers: { ...admin, ...options.headers },
    });
    if (res.statusCode >= 500)
      walked.failures.push(`${method} ${url} ${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  };

  const queryKeys = shapeKeys(schema.querystring) ?? LOOSE_QUERY_KEYS;
  const queryBase = validBase(
    schema.querystring,
    Object.fromEntries(Object.entries(all).map(([k, v]) => [k, String(v)])),
    LOOSE_QUERY_KEYS,
  );
  const bodyBase = validBase(schema.body, all);
  const hasBody = !["GET", "HEAD", "DELETE"].includes(method);
  const slots: Slot[] = [
    ...params.map((key) => ({ place: "param" as const, key })),
    ...queryKeys.map((key) => ({ place: "query" as const, key })),
    ...(hasBody ? Object.keys(bodyBase).map((key) => ({ place: "json" as const, key })) : []),
    // Multipart where a route reads its own body; a route with a body schema refuses it whole.
    ...(hasBody && !schema.body
      ? Object.keys(bodyBase).map((key) => ({ place: "multipart" as const, key }))
      : []),
  ];

  const sendIn = async ({ place, key }: Slot, value: string, fragment = JSON.stringify(value)) => {
    const what = `${place} ${key}=${JSON.stringify(value.slice(0, 30))}`;
    if (place === "param") return send(what, { url: path(key, encodeLoose(value)) });
    if (place === "query") {
      const query = Object.entries({ ...queryBase, [key]: value }).map(
        ([k, v]) => `${k}=${encodeLoose(String(v))}`,
      );
      return send(what, { url: `${path()}?${query.join("&")}` });
    }
    if (place === "json")
      return send(what, {
        url: path(),
        headers: { "content-type": "application/json" },
        payload: jsonBody(bodyBase, key, fragment),
      });
    const fields = Object.entries({ ...bodyBase, [key]: value }).map(([f, v]) => [f, String(v)]);
    return send(what, { url: path(), ...(await multipartBody(Object.fromEntries(fields))) });
  };

  for (const [i, value] of HOSTILE_STRINGS.entries()) await sendIn(slots[(i + offset) % slots.length], value);
  // Text no database can hold goes into every place, out-of-range numbers into every param and query key, and an
  // array for a scalar into every query key.
  for (const value of EVERYWHERE) for (const slot of slots) await sendIn(slot, value);
  for (const value of OUT_OF_RANGE_EVERYWHERE)
    for (const slot of slots) if (slot.place === "param" || slot.place === "query") await sendIn(slot, value);
  for (const key of queryKeys) await send(`query ${key}[]`, { url: `${path()}?${key}=1&${key}=2` });
  // An id just past the 32-bit column in every place an id can enter: params and queries above, every multipart field,
  // and every field the body schema names (held valid or not), as a number and in an array.
  for (const slot of slots) if (slot.place === "multipart") await sendIn(slot, ID_PAST_COLUMN);
  if (!hasBody) return;
  const bodyKeys = new Set([...(shapeKeys(schema.body) ?? []), ...Object.keys(bodyBase)]);
  for (const key of bodyKeys)
    for (const fragment of [ID_PAST_COLUMN, `[${ID_PAST_COLUMN}]`])
      await sendIn({ place: "json", key }, fragment, fragment);
  const jsonSlots = slots.filter((slot) => slot.place === "json");
  for (const [i, fragment] of HOSTILE_JSON.entries()) {
    const slot = jsonSlots[(i + offset) % Math.max(1, jsonSlots.length)];
    if (slot) await sendIn(slot, fragment.slice(0, 30), fragment);
    else
      await send(`json ${fragment.slice(0, 30)}`, {
        url: path(),
        headers: { "content-type": "application/json" },
        payload: fragment,
      });
  }
  const withFile = await multipartBody(
    {},
    { bytes: Buffer.from("a\u0000b not an image"), filename: "\u0000.jpg" },
  );
  await send("multipart file", { url: path(), ...withFile });
}

interface WalkedRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

/**
 * Walks the app's own route table (routes added later are walked too) and sends every route hostile input in its
 * params, query, JSON body and multipart body: never a 5xx. Each hostile string goes once into each place of each
 * route (into one field, the others holding valid values, so it gets past validation as far as it can); the text no
 * database can hold and the non-string JSON values go into every field.
 *
 * This walks one shard of the table (every `shards`-th route from `shard`), so the walk's files run side by side;
 * each shard file names the test app itself, which is what gives it a migrated database (vitest.config.ts).
 */
export function walkRouteShard(createApp: () => Promise<PaymentTestApp>, shard: number, shards: number) {
  let p: PaymentTestApp;
  beforeAll(async () => {
    p = await createApp();
  });
  afterAll(async () => {
    await p.close();
  });

  describe(`every route, hostile input (part ${shard + 1} of ${shards})`, () => {
    it("never answers 5xx", async () => {
      const routes = p.t.app.routeTable.flatMap(({ method, url, schema }) =>
        [method]
          .flat()
          .filter((m) => m !== "HEAD")
          .filter(() => url !== undefined && (url.startsWith("/api/") || url.includes("*")))
          .map((m): WalkedRoute => ({
            method: m,
            url,
            schema: (schema ?? {}) as Record<string, unknown>,
          })),
      );
      expect(routes.length).toBeGreaterThan(25);
      const walked: Walked = { requests: 0, failures: [] };
      const started = Date.now();
      for (const [offset, route] of routes.entries())
        if (offset % shards === shard) await walkRoute(p, route, offset, walked);
      console.info(
        `route walk, part ${shard + 1} of ${shards}: ${walked.requests} requests to ${Math.ceil((routes.length - shard) / shards)} of ${routes.length} routes, ${walked.failures.length} answered 5xx, ${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect(walked.failures).toEqual([]);
    }, 600_000);
  });
}
