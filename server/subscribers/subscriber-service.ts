import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { perAddressRule, requireRateLimit } from "../http/rate-limit";
import { upsertSubscriber } from "./subscriber-repository";

/** A household subscribes an address or two; more from one address is someone filling the list. */
export const SUBSCRIPTIONS_PER_HOUR = 10;

/** Adds (or re-activates) an address, limited per client address. */
export async function subscribe(ctx: AppContext, email: string, clientAddress: string): Promise<void> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("subscribe", clientAddress, SUBSCRIPTIONS_PER_HOUR, HOUR),
    ctx.clock,
    "Too many subscription requests. Please try again later.",
  );
  await upsertSubscriber(ctx.db, email.toLowerCase(), ctx.clock.now());
}
