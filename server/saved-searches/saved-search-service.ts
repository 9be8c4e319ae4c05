import {
  SAVE_SEARCH_CONSENT_TEXT,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchInput,
} from "../../common/saved-search-schemas";
import type { Category } from "../../common/categories";
import type { Location } from "../../common/locations";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { createVerificationToken, hashVerificationToken } from "../notices/verification-tokens";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import {
  findSubscriberByEmailForUpdate,
  findSubscriberById,
  insertSubscriber,
} from "../subscribers/subscriber-repository";
import {
  createManageToken,
  SUBSCRIBES_PER_HOUR,
  withManagedSubscriber,
} from "../subscribers/subscriber-service";
import { alertConfirmationMail } from "./saved-search-mail";
import {
  deleteSavedSearch,
  findSavedSearchByConfirmToken,
  findSavedSearchesOf,
  insertSavedSearch,
  updateSavedSearch,
  type SavedSearchRow,
} from "./saved-search-repository";

/** An address keeps at most this many alerts; unconfirmed requests past a few are dropped (they only mail). */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_UNCONFIRMED_SAVED_SEARCHES = 5;
const RESEND_AFTER_MS = HOUR;
const INVALID_CONFIRMATION = "Invalid or already used confirmation link";

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    search: row.search,
    ...(row.location ? { location: row.location as Location } : {}),
    ...(row.location && row.within ? { within: row.within } : {}),
    ...(row.category ? { category: row.category as Category } : {}),
    frequency: row.frequency as AlertFrequency,
    isConfirmed: row.confirmedAt !== null,
  };
}

/** The same search, town and category (the words compared as the search box reads them: case and spaces aside). */
const sameSearch = (row: SavedSearchRow, input: SavedSearchInput) =>
  row.search.toLowerCase().replace(/\s+/g, " ") === input.search.toLowerCase().replace(/\s+/g, " ") &&
  (row.location ?? undefined) === input.location &&
  (row.within ?? undefined) === (input.location ? input.within : undefined) &&
  (row.category ?? undefined) === input.category;

/**
 * Records the alert and its consent and mails a confirmation link (at most once an hour per alert). The answer is the
 * same whatever happens (a known address, an alert already confirmed, too many alerts), so it tells nobody who is on
 * the list. An address the board does not know is added without the newsletter (`isActive` false): the alert is all
 * it asked for.
 */
export async function saveSearch(ctx: AppContext, input: SavedSearchInput, clientAddress: string) {
  await requireRateLimit(
    ctx.db,
    perAddressRule("saved-search", clientAddress, SUBSCRIBES_PER_HOUR, HOUR),
    ctx.clock,
    "Too many subscription requests. Please try again later.",
  );
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const choice = {
    search: input.search.replace(/\s+/g, " "),
    location: input.location ?? null,
    within: (input.location && input.within) || null,
    category: input.category ?? null,
    frequency: input.frequency,
  };
  const consent = {
    consentAt: now,
    consentSource: input.source ?? null,
    consentText: SAVE_SEARCH_CONSENT_TEXT,
  };
  const mailed = await ctx.db.transaction(async (tx) => {
    const subscriber =
      (await findSubscriberByEmailForUpdate(tx, email)) ??
      (await insertSubscriber(tx, { email, isActive: false, createdAt: now, updatedAt: now }));
    // A parallel request inserted the address first: that one records its alert.
    if (!subscriber) return false;
    const existing = await findSavedSearchesOf(tx, subscriber.id);
    let row = existing.find((r) => sameSearch(r, input));
    if (row?.confirmedAt) return false;
    if (!row) {
      const unconfirmed = existing.filter((r) => !r.confirmedAt).length;
      if (existing.length >= MAX_SAVED_SEARCHES || unconfirmed >= MAX_UNCONFIRMED_SAVED_SEARCHES)
        return false;
      row = await insertSavedSearch(tx, {
        subscriberId: subscriber.id,
        ...choice,
        ...consent,
        createdAt: now,
      });
    }
    const recentlyMailed =
      row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS;
    if (recentlyMailed) {
      await updateSavedSearch(tx, row.id, { ...consent, frequency: choice.frequency, updatedAt: now });
      return false;
    }
    const { token, tokenHash } = createVerificationToken();
    await updateSavedSearch(tx, row.id, {
      ...consent,
      frequency: choice.frequency,
      confirmTokenHash: tokenHash,
      confirmationSentAt: now,
      updatedAt: now,
    });
    await ctx.mail.enqueue(tx, alertConfirmationMail(ctx.config, { to: email, token, choice }));
    return true;
  });
  if (mailed) ctx.mail.kick();
}

/** The button on the confirmation page: the link is used up; the alert looks at notices approved from now on. */
export async function confirmSavedSearch(ctx: AppContext, token: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findSavedSearchByConfirmToken(tx, hashVerificationToken(token));
    if (!row) throw badRequest(INVALID_CONFIRMATION);
    const confirmed = await updateSavedSearch(tx, row.id, {
      confirmTokenHash: null,
      confirmedAt: now,
      alertCursor: now,
      updatedAt: now,
    });
    const subscriber = await findSubscriberById(tx, row.subscriberId);
    const manageToken = await createManageToken(tx, row.subscriberId, now);
    return { email: subscriber.email, manageToken, savedSearch: toSavedSearch(confirmed) };
  });
}

/** The subscription page's list of alerts. */
export function listSavedSearches(ctx: AppContext, token: string) {
  return withManagedSubscriber(ctx, token, async (tx, subscriber) => ({
    savedSearches: (await findSavedSearchesOf(tx, subscriber.id)).map(toSavedSearch),
  }));
}

/**
 * The page's Remove button and the alert mail's one-click (RFC 8058): the alert is deleted with what it sent. Pressing
 * it twice changes nothing more; only the address's own alerts can be removed with its link.
 */
export function removeSavedSearch(ctx: AppContext, token: string, id: number) {
  return withManagedSubscriber(ctx, token, async (tx, subscriber) => {
    await deleteSavedSearch(tx, subscriber.id, id);
    return { message: "Alert removed" };
  });
}
