import crypto from "node:crypto";

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/**
 * True when `authorization` is `Bearer <token>` (always, when no token is set), compared in constant time: both sides
 * are hashed first, so neither the token's length nor its first differing byte shows in the time taken.
 */
export function isScrapeAuthorized(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  return crypto.timingSafeEqual(digest(given), digest(token));
}

export const UNAUTHORIZED_SCRAPE = { message: "A valid metrics token is required" };
