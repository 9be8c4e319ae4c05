import { z } from "zod";
import { validFields } from "./notice-posting-requests";

// For the route walk (server/http/route-walk.test.ts): valid requests, so each hostile value is the one thing wrong.

/** Valid values by field name, so the one hostile field is the only thing wrong; `:id` params are filled per route. */
export function samples(noticeId: number): Record<string, unknown> {
  return {
    ...validFields(),
    name: "Sarah Jones",
    email: "visitor@example.org",
    message: "Is the bike still available, please?",
    noticeId,
    authorName: "Gareth",
    authorEmail: "gareth@example.org",
    content: "Lovely walk from Clun, thank you.",
    reason: "This comment is spam",
    username: "moderator",
    password: "correct horse battery",
    token: "x".repeat(43),
    page: "home",
    status: "approved",
    removeImage: false,
    tier: "STANDARD",
    session_id: "cs_test_unknown",
    search: "bike",
    limit: "10",
    time: "03:00",
    keep: 3,
  };
}

/** Query keys read by routes that parse their query themselves (no schema to read them from). */
export const LOOSE_QUERY_KEYS = [
  "page",
  "limit",
  "search",
  "category",
  "location",
  "sort",
  "featured",
  "status",
];

export const shapeKeys = (schema: unknown): string[] | undefined =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;

/** The sample values the body schema accepts (fields it refuses are dropped: a status meant for another route). */
export function validBase(schema: unknown, all: Record<string, unknown>, looseKeys?: string[]) {
  const keys = shapeKeys(schema);
  if (!keys || !(schema instanceof z.ZodObject))
    return looseKeys ? Object.fromEntries(looseKeys.filter((k) => k in all).map((k) => [k, all[k]])) : all;
  const base = Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]));
  const parsed = schema.safeParse(base);
  if (!parsed.success) for (const issue of parsed.error.issues) delete base[String(issue.path[0])];
  return base;
}

export const jsonBody = (base: Record<string, unknown>, key: string, fragment: string) =>
  "{" +
  Object.entries({ ...base, [key]: undefined })
    .filter(([k]) => k !== key)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .concat(`${JSON.stringify(key)}:${fragment}`)
    .join(",") +
  "}";
