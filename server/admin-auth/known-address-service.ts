import crypto from "node:crypto";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import { isLoopbackAddress } from "../rate-limit";
import type { AdminRow } from "./admin-repository";
import { getOrSetAddressKey, hasKnownAddress, upsertKnownAddress } from "./known-address-repository";

/** An address not signed in from for this long is a stranger's again. */
export const KNOWN_ADDRESS_DAYS = 180;

const hashAddress = (key: string, address: string) =>
  crypto.createHmac("sha256", Buffer.from(key, "hex")).update(address).digest("hex");

/**
 * Whether the admin signed in (password and any second factor) from this address in the last 180 days. Loopback is
 * never known: it is this machine or a proxy without TRUST_PROXY, where it would stand for every visitor.
 */
export async function isKnownAddress(ctx: AppContext, admin: AdminRow, address: string): Promise<boolean> {
  if (!admin.addressKey || isLoopbackAddress(address)) return false;
  const since = new Date(ctx.clock.now().getTime() - KNOWN_ADDRESS_DAYS * DAY);
  return hasKnownAddress(ctx.db, admin.id, hashAddress(admin.addressKey, address), since);
}

/** After a whole sign-in: remember the address as an HMAC under the admin's own key, never the address itself. */
export async function rememberAddress(ctx: AppContext, admin: AdminRow, address: string): Promise<void> {
  if (isLoopbackAddress(address)) return;
  const key =
    admin.addressKey ?? (await getOrSetAddressKey(ctx.db, admin.id, crypto.randomBytes(32).toString("hex")));
  const now = ctx.clock.now();
  const staleBefore = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY);
  await upsertKnownAddress(ctx.db, admin.id, hashAddress(key, address), now, staleBefore);
}
