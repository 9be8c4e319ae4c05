import crypto from "node:crypto";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { isLoopbackAddress } from "../rate-limit";
import { getOrCreateViewSalt } from "./notice-view-repository";
import { londonDay } from "../../common/london-day";

export interface Visitor {
  address: string;
  userAgent: string;
}

/** Today's visitor, as stored in notice_views: the London day and a salted hash, never the address. */
export interface TodaysVisitor {
  day: string;
  visitorHash: string;
}

/** Today's salt per database, so the hot path reads it once a day. */
const saltOf = new WeakMap<Executor, { day: string; salt: string }>();

/**
 * Who is viewing, for counting a view once per visitor per notice per day; undefined for a loopback address, which
 * cannot tell visitors apart (see perAddressRule): every view from it counts, as before.
 */
export async function todaysVisitor(
  ctx: Pick<AppContext, "db" | "clock">,
  visitor: Visitor,
): Promise<TodaysVisitor | undefined> {
  if (isLoopbackAddress(visitor.address)) return undefined;
  const day = londonDay(ctx.clock.now());
  let today = saltOf.get(ctx.db);
  if (today?.day !== day) {
    today = { day, salt: await getOrCreateViewSalt(ctx.db, day, crypto.randomBytes(32).toString("hex")) };
    saltOf.set(ctx.db, today);
  }
  const visitorHash = crypto
    .createHash("sha256")
    .update(`${today.salt}\n${visitor.address}\n${visitor.userAgent}`)
    .digest("base64url");
  return { day, visitorHash };
}
