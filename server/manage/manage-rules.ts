import { DAY } from "../clock";
import type { Notice } from "../db/schema";
import { expiryDateFor, manageStateOf } from "../notices/notice-lifecycle";
import { EXPIRED_PAGE_DAYS } from "../../common/notice-outcomes";

/** A manage link works until this many days after its notice ends (expired, closed or rejected). */
export const MANAGE_LINK_DAYS_AFTER_END = 30;
/** Renewal opens this many days before expiry and stays open until the expired page goes (30 days after). */
export const RENEW_OPENS_DAYS_BEFORE = 7;
export const RENEW_CLOSES_DAYS_AFTER = EXPIRED_PAGE_DAYS;
/** A poster who closed their notice by mistake can reopen it for this long (the page and the toast offer it). */
export const REOPEN_HOURS = 24;
/** The reminder goes out this long before expiry. */
export const REMINDER_DAYS_BEFORE = 3;

/** When the notice stopped being on the board for good, or null while it may still be (pending or live). */
export function endOfNotice(notice: Notice, now: Date): Date | null {
  const state = manageStateOf(notice, now);
  if (state === "closed") return notice.closedAt ?? notice.updatedAt;
  if (state === "expired") return notice.expiresAt ?? notice.updatedAt;
  if (state === "rejected") return notice.updatedAt;
  return null;
}

/** A link lapses 30 days after its notice ends (the API then answers 410). */
export function isManageLinkLapsed(notice: Notice, now: Date): boolean {
  const end = endOfNotice(notice, now);
  return end !== null && now.getTime() >= end.getTime() + MANAGE_LINK_DAYS_AFTER_END * DAY;
}

/**
 * The expiry a renewal would give now, or null when renewal is not allowed: only live or expired notices with an
 * expiry, from 7 days before it until 30 days after, and only when the category's life counted from today ends later
 * than the current expiry (an event never outlives its day, so it cannot be renewed past its date).
 */
export function renewedExpiry(notice: Notice, now: Date): Date | null {
  const state = manageStateOf(notice, now);
  if ((state !== "live" && state !== "expired") || !notice.expiresAt) return null;
  const expires = notice.expiresAt.getTime();
  if (now.getTime() < expires - RENEW_OPENS_DAYS_BEFORE * DAY) return null;
  if (now.getTime() >= expires + RENEW_CLOSES_DAYS_AFTER * DAY) return null;
  const next = expiryDateFor(notice.category, notice.eventDate, now);
  if (!next || next.getTime() <= expires || next <= now) return null;
  return next;
}

/**
 * When Renew will appear for a live notice that cannot be renewed yet (7 days before its expiry), or null when it
 * can be now or never will (an event is never renewed past its day).
 */
export function renewOpensAt(notice: Notice, now: Date): Date | null {
  if (manageStateOf(notice, now) !== "live" || !notice.expiresAt) return null;
  const opens = new Date(notice.expiresAt.getTime() - RENEW_OPENS_DAYS_BEFORE * DAY);
  if (now >= opens) return null;
  const next = expiryDateFor(notice.category, notice.eventDate, opens);
  return next && next > notice.expiresAt ? opens : null;
}

/** A closed notice goes back on the board within 24 hours of closing, if it has not expired meanwhile. */
export function canReopen(notice: Notice, now: Date): boolean {
  if (manageStateOf(notice, now) !== "closed" || !notice.closedAt) return false;
  if (now.getTime() >= notice.closedAt.getTime() + REOPEN_HOURS * 60 * 60 * 1000) return false;
  return !notice.expiresAt || notice.expiresAt > now;
}

export function allowedActions(notice: Notice, now: Date) {
  const state = manageStateOf(notice, now);
  return {
    edit: state !== "expired" && state !== "closed",
    renew: renewedExpiry(notice, now) !== null,
    close: state === "live",
    reopen: canReopen(notice, now),
    delete: true,
  };
}
