import { SUBSCRIBE_CONSENT_TEXT, type Frequency } from "../../common/subscriber-choices";
import {
  type SubscribeInput,
  type Subscription,
  type SubscriptionChoices,
  type SubscriptionUpdate,
} from "../../common/subscriber-schemas";
import type { Category } from "../../common/categories";
import type { Location } from "../../common/locations";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { badRequest, notFound } from "../errors";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { createVerificationToken, hashVerificationToken } from "../notices/verification-tokens";
import { confirmationMail } from "./subscriber-mail";
import {
  deleteSubscriberTokens,
  findSubscriberByEmailForUpdate,
  findSubscriberByToken,
  insertSubscriber,
  insertSubscriberToken,
  updateSubscriber,
  type Subscriber,
} from "./subscriber-repository";

export const SUBSCRIBES_PER_HOUR = 20;
const RESEND_AFTER_MS = HOUR;
const INVALID_CONFIRMATION = "Invalid or already used confirmation link";
const UNKNOWN_SUBSCRIPTION = "This link is not valid any more";

export function choicesOf(
  row: Pick<Subscriber, "locations" | "categories" | "frequency">,
): SubscriptionChoices {
  return {
    locations: row.locations as Location[],
    categories: row.categories as Category[],
    frequency: row.frequency as Frequency,
  };
}

/**
 * Records the request and consent, and mails a confirmation link, at most once an hour per address. An address already
 * confirmed is left as it is and mailed nothing: the answer is the same either way, so it tells nobody who is on the list.
 */
export async function subscribe(
  ctx: AppContext,
  input: SubscribeInput,
  clientAddress: string,
): Promise<void> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("subscribe", clientAddress, SUBSCRIBES_PER_HOUR, HOUR),
    ctx.clock,
    "Too many subscription requests. Please try again later.",
  );
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const choices: SubscriptionChoices = {
    locations: [...new Set(input.locations ?? [])],
    categories: [...new Set(input.categories ?? [])],
    frequency: input.frequency ?? "weekly",
  };
  const request = {
    ...choices,
    isActive: true,
    unsubscribedAt: null,
    consentAt: now,
    consentSource: input.source ?? null,
    consentText: SUBSCRIBE_CONSENT_TEXT,
    updatedAt: now,
  };
  const mailed = await ctx.db.transaction(async (tx) => {
    let row = await findSubscriberByEmailForUpdate(tx, email);
    if (row?.isActive && row.confirmedAt) return false;
    if (!row) row = await insertSubscriber(tx, { email, createdAt: now, ...request });
    // A parallel request inserted it first: that one mails the link.
    if (!row) return false;
    const recentlyMailed =
      row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS;
    row = await updateSubscriber(tx, row.id, {
      ...request,
      confirmedAt: null,
      ...(recentlyMailed ? {} : { confirmationSentAt: now }),
    });
    if (recentlyMailed) return false;
    await deleteSubscriberTokens(tx, row.id, "confirm");
    const { token, tokenHash } = createVerificationToken();
    await insertSubscriberToken(tx, row.id, "confirm", tokenHash, now);
    await ctx.mail.enqueue(tx, confirmationMail(ctx.config, { to: email, token, choices }));
    return true;
  });
  if (mailed) ctx.mail.kick();
}

/** A fresh secret for the preferences and unsubscribe links (one per mail, so older mails' links keep working). */
export async function createManageToken(tx: Executor, subscriberId: number, now: Date): Promise<string> {
  const { token, tokenHash } = createVerificationToken();
  await insertSubscriberToken(tx, subscriberId, "manage", tokenHash, now);
  return token;
}

/** The button on the confirmation page: the link is used up; digests start from now. */
export async function confirmSubscription(ctx: AppContext, token: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findSubscriberByToken(tx, "confirm", hashVerificationToken(token));
    if (!row) throw badRequest(INVALID_CONFIRMATION);
    await deleteSubscriberTokens(tx, row.id, "confirm");
    await updateSubscriber(tx, row.id, { confirmedAt: now, digestCursor: now, updatedAt: now });
    return { email: row.email, manageToken: await createManageToken(tx, row.id, now) };
  });
}

function toSubscription(row: Subscriber): Subscription {
  return { email: row.email, isActive: row.isActive, ...choicesOf(row) };
}

/** Runs `fn` for the subscriber a preferences link belongs to (404 for an unknown link). */
export async function withManagedSubscriber<T>(
  ctx: AppContext,
  token: string,
  fn: (tx: Executor, row: Subscriber) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSubscriberByToken(tx, "manage", hashVerificationToken(token));
    if (!row) throw notFound(UNKNOWN_SUBSCRIPTION);
    return fn(tx, row);
  });
}

export function getSubscription(ctx: AppContext, token: string): Promise<Subscription> {
  return withManagedSubscriber(ctx, token, async (_tx, row) => toSubscription(row));
}

export function updateSubscription(ctx: AppContext, token: string, input: SubscriptionUpdate) {
  const now = ctx.clock.now();
  return withManagedSubscriber(ctx, token, async (tx, row) => {
    const resubscribing = input.isActive === true && !row.isActive;
    const updated = await updateSubscriber(tx, row.id, {
      ...(input.locations ? { locations: [...new Set(input.locations)] } : {}),
      ...(input.categories ? { categories: [...new Set(input.categories)] } : {}),
      ...(input.frequency ? { frequency: input.frequency } : {}),
      // Back on the list: notices approved while away are not sent as news.
      ...(resubscribing ? { isActive: true, unsubscribedAt: null, digestCursor: now } : {}),
      // An address known only for its alerts joins the newsletter here: the link proves it is theirs.
      ...(resubscribing && !row.confirmedAt
        ? {
            confirmedAt: now,
            consentAt: now,
            consentSource: "/subscription",
            consentText: SUBSCRIBE_CONSENT_TEXT,
          }
        : {}),
      updatedAt: now,
    });
    return toSubscription(updated);
  });
}

/** One-click (RFC 8058) and the page's button: off the list at once; pressing it twice changes nothing more. */
export function unsubscribe(ctx: AppContext, token: string): Promise<{ message: string }> {
  const now = ctx.clock.now();
  return withManagedSubscriber(ctx, token, async (tx, row) => {
    if (row.isActive)
      await updateSubscriber(tx, row.id, { isActive: false, unsubscribedAt: now, updatedAt: now });
    return { message: "You have been unsubscribed" };
  });
}
