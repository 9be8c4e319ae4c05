import { DAY } from "../clock";
import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";
import { validationError } from "../errors";
import { isLoopbackAddress } from "../rate-limit";
import { formatPrice } from "../../common/format";
import type { Signal } from "../../common/queue-schemas";
import { addressHash } from "../address-hash";
import {
  countEarlierVerifiedByEmail,
  countPostsByAddress,
  countPostsByEmail,
  findCategoryPriceMedian,
  findNearDuplicate,
  insertNoticeSignals,
  listWatchWords,
} from "./signals-repository";
import { findWatchWords, riskOf, textSignals, type WatchWord } from "./text-signals";

const BUSY_POSTS_PER_DAY = 3;
const DUPLICATE_WINDOW_MS = 30 * DAY;
/** A price this many times above (or below) its category's median is "far outside its range". */
const PRICE_FACTOR = 10;
const MIN_PRICES_FOR_RANGE = 5;

export const blockedWordMessage = (word: string) =>
  `Your notice contains "${word}", which is not allowed on the noticeboard. Please remove it and try again.`;

/** A notice with a `block` word is refused at posting, on the field that holds it. */
export async function requireNoBlockedWords(db: Executor, input: { title: string; description: string }) {
  const blocked = (await listWatchWords(db)).filter((w) => w.kind === "block");
  for (const field of ["title", "description"] as const) {
    const [hit] = findWatchWords(input[field], blocked);
    if (hit) throw validationError({ [field]: blockedWordMessage(hit.word) });
  }
}

async function postingSignals(tx: Executor, notice: Notice, addressKey: string | null, now: Date) {
  const signals: Signal[] = [];
  const duplicate = await findNearDuplicate(tx, notice, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
  if (duplicate)
    signals.push({ kind: "near_duplicate", label: `Like "${duplicate.title}"`, noticeId: duplicate.id });
  const dayAgo = new Date(now.getTime() - DAY);
  const byEmail = await countPostsByEmail(tx, notice.contactEmail, dayAgo);
  if (byEmail > BUSY_POSTS_PER_DAY)
    signals.push({ kind: "busy_email", label: `${byEmail} notices from this e-mail today` });
  if (addressKey) {
    const byAddress = (await countPostsByAddress(tx, addressKey, dayAgo)) + 1;
    if (byAddress > BUSY_POSTS_PER_DAY)
      signals.push({ kind: "busy_address", label: `${byAddress} notices from this address today` });
  }
  if ((await countEarlierVerifiedByEmail(tx, notice)) === 0)
    signals.push({ kind: "new_poster", label: "New poster" });
  if (notice.price !== null && notice.price > 0) {
    const { median, count } = await findCategoryPriceMedian(tx, notice.category);
    if (median && count >= MIN_PRICES_FOR_RANGE) {
      const price = Number(notice.price);
      if (price > median * PRICE_FACTOR || price < median / PRICE_FACTOR)
        signals.push({
          kind: "price_outlier",
          label: `Price far from usual (${formatPrice(median)} typical)`,
        });
    }
  }
  return signals;
}

/**
 * Computes a new notice's spam and duplicate signals once, at posting, in the posting transaction, and stores them
 * for the review queue. Loopback addresses are not counted (they cannot tell visitors apart).
 */
export async function recordNoticeSignals(tx: Executor, notice: Notice, clientAddress: string, now: Date) {
  const watch: WatchWord[] = await listWatchWords(tx);
  const addressKey = isLoopbackAddress(clientAddress) ? null : addressHash(clientAddress);
  const signals = [
    ...(await postingSignals(tx, notice, addressKey, now)),
    ...textSignals(notice.title, notice.description, watch),
  ];
  await insertNoticeSignals(tx, {
    noticeId: notice.id,
    signals,
    risk: riskOf(signals),
    posterAddressHash: addressKey,
    createdAt: now,
  });
}
