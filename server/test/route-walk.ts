import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
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

/**
 * How many of the rotating hostile strings a field still gets when no field the route reads lets them past
 * validation (an id, an enum, a token): a refused string takes the validator's one path to a 400 whatever it holds,
 * and the unstorable text and the out-of-range numbers below go into every field besides.
 */
const REFUSED_PER_FIELD = 3;

interface Walked {
  requests: number;
  /** Rotating hostile strings not sent: no field the route reads lets them past validation. */
  unsent: number;
  failures: string[];
}

/** A place a value can enter; `read` when the route reads it (a schema names it, or it may: a GET's loose query). */
type Slot = { place: "param" | "query" | "json" | "multipart"; key: string; read: boolean };

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

  // What the route reads: its schemas' fields; a GET without a query schema may read the loose query keys, a route with
  // no body schema reads the multipart form it declares (`multipartBody`) or no field at all. Where a route reads no
  // query or no body field, one field of each stands for them all: only the hooks every request passes (the storable
  // text check, the body parsers) see it.
  const multipartSchema = schema.multipartBody;
  const readsLooseQuery = !schema.querystring && method === "GET";
  const queryKeys =
    shapeKeys(schema.querystring) ?? (readsLooseQuery ? LOOSE_QUERY_KEYS : LOOSE_QUERY_KEYS.slice(0, 1));
  const queryBase = validBase(
    schema.querystring,
    Object.fromEntries(Object.entries(all).map(([k, v]) => [k, String(v)])),
    LOOSE_QUERY_KEYS,
  );
  const bodyBase = validBase(schema.body ?? multipartSchema, all);
  const hasBody = !["GET", "HEAD", "DELETE"].includes(method);
  const bodyKeysRead = (read: boolean) =>
    Object.keys(bodyBase)
      .slice(0, read ? undefined : 1)
      .map((key) => ({ key, read }));
  const slots: Slot[] = [
    ...params.map((key) => ({ place: "param" as const, key, read: true })),
    ...queryKeys.map((key) => ({
      place: "query" as const,
      key,
      read: Boolean(schema.querystring) || readsLooseQuery,
    })),
    ...(hasBody ? bodyKeysRead(Boolean(schema.body)).map((k) => ({ place: "json" as const, ...k })) : []),
    // Multipart where a route reads its own body; a route with a body schema refuses it whole.
    ...(hasBody && !schema.body
      ? bodyKeysRead(Boolean(multipartSchema)).map((k) => ({ place: "multipart" as const, ...k }))
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

  // Each hostile string goes into one field, rotating: the first from its turn that the route reads and whose own
  // schema lets it past validation (so it reaches the handler and the database); where there is none, into its own
  // turn's field while that field has had fewer than REFUSED_PER_FIELD such strings.
  const fieldSchema = ({ place, key }: Slot) => {
    const object = {
      param: schema.params,
      query: schema.querystring,
      json: schema.body,
      multipart: multipartSchema,
    }[place];
    return object instanceof z.ZodObject ? (object.shape[key] as z.ZodType | undefined) : undefined;
  };
  const reaches = (slot: Slot, value: string) =>
    slot.read && fieldSchema(slot)?.safeParse(value).success !== false;
  const refusedSent = new Map<Slot, number>();
  for (const [i, value] of HOSTILE_STRINGS.entries()) {
    const turn = slots[(i + offset) % slots.length];
    const fromTurn = slots.map((_slot, k) => slots[(i + offset + k) % slots.length]);
    const open = fromTurn.find((slot) => reaches(slot, value));
    const sent = refusedSent.get(turn) ?? 0;
    if (open) await sendIn(open, value);
    else if (sent < REFUSED_PER_FIELD) {
      refusedSent.set(turn, sent + 1);
      await sendIn(turn, value);
    } else walked.unsent += 1;
  }
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
  const bodyKeys = new Set([
    ...(shapeKeys(schema.body) ?? []),
    ...slots.filter((slot) => slot.place === "json").map((slot) => slot.key),
  ]);
  for (const key of bodyKeys)
    for (const fragment of [ID_PAST_COLUMN, `[${ID_PAST_COLUMN}]`])
      await sendIn({ place: "json", key, read: true }, fragment, fragment);
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
 * params, query, JSON body and multipart body: never a 5xx. Each hostile string goes once into each route, into a field
 * the route reads whose own schema lets it past validation (the others holding valid values), so it reaches the
 * handler and the database where any field lets it; the text no database can hold and the non-string JSON values go
 * into every field, and a field the route does not read (a query or body it has no schema for) is walked once for them
 * all, for the hooks every request passes.
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
      const walked: Walked = { requests: 0, unsent: 0, failures: [] };
      const started = Date.now();
      for (const [offset, route] of routes.entries())
        if (offset % shards === shard) await walkRoute(p, route, offset, walked);
      console.info(
        `route walk, part ${shard + 1} of ${shards}: ${walked.requests} requests to ${Math.ceil((routes.length - shard) / shards)} of ${routes.length} routes (${walked.unsent} strings no read field lets past validation left unsent), ${walked.failures.length} answered 5xx, ${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect(walked.failures).toEqual([]);
    }, 600_000);
  });
}
