import { isIPv4, isIPv6 } from "node:net";
import pino, { type DestinationStream, type Logger } from "pino";
import { redactSecretPath } from "../../common/client-routes";
import type { Config } from "../config";

const REDACTED = "[redacted]";
/** Fields of a database error that hold the values of a query: the bound parameters, or a row ("Key (email)=(…)"). */
const VALUE_FIELDS = new Set(["params", "parameters", "detail"]);
/** Shorter values (ids, flags) would blank digits of every line number in a stack and reveal nothing about anyone. */
const MIN_SCRUBBED_LENGTH = 3;

interface QueryError {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/** The error and its causes: Drizzle wraps the driver's error (PGlite or pg) as `cause`. */
function chainOf(err: unknown): QueryError[] {
  const chain: QueryError[] = [];
  for (let e = err; e && typeof e === "object" && chain.length < 10; e = (e as QueryError).cause) {
    chain.push(e);
  }
  return chain;
}

/** Every text that may carry a bound value: Drizzle's "params: …" line, then each value itself (longest first). */
function replacementsOf(err: unknown): [string, string][] {
  const replacements: [string, string][] = [];
  const values: string[] = [];
  for (const e of chainOf(err)) {
    if (!Array.isArray(e.params)) continue;
    if (typeof e.query === "string") {
      replacements.push([`params: ${String(e.params)}`, `params: ${REDACTED}`]);
    }
    for (const value of e.params as unknown[]) {
      if (value instanceof Date) values.push(value.toISOString(), String(value));
      else if (value !== null && value !== undefined) values.push(String(value));
    }
  }
  const scrubbed = values.filter((v) => v.length >= MIN_SCRUBBED_LENGTH).sort((a, b) => b.length - a.length);
  return [...replacements, ...scrubbed.map((v): [string, string] => [v, REDACTED])];
}

function scrub(value: unknown, replacements: [string, string][]): unknown {
  if (typeof value === "string") {
    return replacements.reduce((text, [from, to]) => text.split(from).join(to), value);
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, replacements));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value))
      out[key] = VALUE_FIELDS.has(key) ? REDACTED : scrub(v, replacements);
    return out;
  }
  return value;
}

/**
 * pino's error serializer, minus the values of a failed query: a database error carries its parameters (e-mail
 * addresses, messages) in `params`, in Drizzle's message and stack, and in the driver's message and `detail`.
 */
export function serializeError(err: unknown): unknown {
  return scrub(pino.stdSerializers.err(err as Error), replacementsOf(err));
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** An IPv6 address's eight groups as numbers ("::" filled with zeros). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The network a visitor's address belongs to, as the access log keeps it: IPv4 cut to its /24 (203.0.113.77 →
 * 203.0.113.0), IPv6 to its /48 (2001:db8:85a3:8d3:… → 2001:db8:85a3::), enough to see a misbehaving network and
 * not one household. Anything else is not printed.
 */
export function addressNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1] : address;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0`;
  if (!isIPv6(address)) return REDACTED;
  const network = ipv6Groups(address.split("%")[0]).slice(0, 3);
  return network.every((g) => g === 0) ? "::" : `${network.map((g) => g.toString(16)).join(":")}::`;
}

/**
 * Fastify's request serializer, with the token of an e-mailed secret link (/verify/<token> …) redacted and the
 * client's address cut to its network (addressNetwork).
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactSecretPath(request.url),
    host: request.host,
    remoteAddress: addressNetwork(request.ip),
    remotePort: request.socket?.remotePort,
  };
}

/** The one logger of the server: JSON on stdout (or `destination`), secrets kept out. */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest, err: serializeError },
    },
    destination,
  );
}
