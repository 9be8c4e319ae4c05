import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The part of a Stripe Checkout Session the app and the tests read. */
export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  metadata: Record<string, string>;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  client_reference_id: string | null;
  /** Not in Stripe's answer (it needs expand[]=line_items); kept so tests can read what was asked for. */
  line_items: unknown;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeStripe {
  url: string;
  /** Every API call received, oldest first. */
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Marks a session paid, as a completed card payment does. */
  pay(id: string): FakeCheckoutSession;
  /** The next API call answers this Stripe error instead (a declined key, an outage). */
  failNext(status: number, message: string): void;
  /** Forgets every session and request (between tests). */
  clear(): void;
  close(): Promise<void>;
}

type Nested = Record<string, unknown>;

/** Turns Stripe's form encoding (`line_items[0][price_data][unit_amount]=1000`) into nested objects and arrays. */
export function parseStripeForm(body: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Nested = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return arraysFromIndexedObjects(root) as Nested;
}

function arraysFromIndexedObjects(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Nested).map(([k, v]) => [k, arraysFromIndexedObjects(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stripeError(
  res: http.ServerResponse,
  status: number,
  message: string,
  code?: string,
  param?: string,
) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message, code, param } }));
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${crypto.randomUUID()}` });
  res.end(JSON.stringify(body));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function checkoutPage(session: FakeCheckoutSession): string {
  const items = session.line_items as { price_data?: { product_data?: { name?: string } } }[] | undefined;
  const name = items?.[0]?.price_data?.product_data?.name ?? "Your purchase";
  const amount = `£${(session.amount_total / 100).toFixed(2)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title></head>
<body style="font-family:sans-serif;max-width:480px;margin:2rem auto;padding:0 1rem"><main>
<h1>Test checkout</h1><p>${escapeHtml(name)}</p><p>Amount: ${amount}</p>
<form method="post" action="/c/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`;
}

/**
 * A small Stripe-shaped HTTP server on 127.0.0.1 for route tests and the e2e app: POST and GET /v1/checkout/sessions
 * as Stripe answers them (Idempotency-Key honoured), a checkout page at each session's url with Pay and Cancel, and
 * POST /__test/sessions/:id/pay to mark a session paid.
 */
export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: FakeStripeRequest[] = [];
  let base = "";
  let nextFailure: { status: number; message: string } | undefined;

  const pay = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no such session ${id}`);
    Object.assign(session, { payment_status: "paid", status: "complete" });
    return session;
  };

  const createSession = (body: Nested, idempotencyKey: string | undefined): FakeCheckoutSession => {
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return sessions.get(known)!;
    const items = (body.line_items ?? []) as { quantity?: string; price_data?: { unit_amount?: string } }[];
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const id = `cs_test_${crypto.randomBytes(18).toString("hex")}`;
    const created = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: String(body.mode ?? "payment"),
      currency: String(items.length ? ((items[0].price_data as Nested)?.currency ?? "gbp") : "gbp"),
      amount_subtotal: amount,
      amount_total: amount,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      payment_status: "unpaid",
      status: "open",
      success_url: String(body.success_url ?? ""),
      cancel_url: String(body.cancel_url ?? ""),
      url: `${base}/c/pay/${id}`,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      line_items: items,
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    return session;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const path = url.pathname;
      const raw = await readBody(req);
      if (path.startsWith("/v1/")) {
        const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
        requests.push({ method: req.method ?? "", path, idempotencyKey, body: parseStripeForm(raw) });
        if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) {
          return stripeError(res, 401, "Invalid API Key provided");
        }
        if (nextFailure) {
          const { status, message } = nextFailure;
          nextFailure = undefined;
          return stripeError(res, status, message);
        }
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const body = parseStripeForm(raw);
        if (!body.success_url)
          return stripeError(
            res,
            400,
            "Missing required param: success_url.",
            "parameter_missing",
            "success_url",
          );
        return json(res, 200, createSession(body, req.headers["idempotency-key"] as string | undefined));
      }
      const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === "GET" && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]));
        if (!session) {
          return stripeError(
            res,
            404,
            `No such checkout.session: '${retrieve[1]}'`,
            "resource_missing",
            "session",
          );
        }
        const { line_items: _omitted, ...answer } = session;
        return json(res, 200, answer);
      }
      const testPay = path.match(/^\/__test\/sessions\/([^/]+)\/pay$/);
      if (req.method === "POST" && testPay) {
        if (!sessions.has(testPay[1])) return stripeError(res, 404, "No such session", "resource_missing");
        return json(res, 200, pay(testPay[1]));
      }
      const page = path.match(/^\/c\/pay\/([^/]+)(\/pay)?$/);
      const session = page ? sessions.get(page[1]) : undefined;
      if (page && session && req.method === "GET" && !page[2]) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(checkoutPage(session));
      }
      if (page && session && req.method === "POST" && page[2]) {
        pay(session.id);
        res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
        return res.end();
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
    })().catch((err: unknown) => {
      if (!res.headersSent) stripeError(res, 500, err instanceof Error ? err.message : "fake stripe failed");
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    sessions,
    pay,
    failNext: (status, message) => {
      nextFailure = { status, message };
    },
    clear: () => {
      nextFailure = undefined;
      sessions.clear();
      byIdempotencyKey.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
