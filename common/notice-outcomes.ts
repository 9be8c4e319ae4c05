/** How a poster closes a notice, and what its page then says for 14 days (issue 12, point 1). */
export const NOTICE_OUTCOMES = ["sold", "found", "filled", "done"] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

export const NOTICE_OUTCOME_LABELS: Record<NoticeOutcome, string> = {
  sold: "Sold",
  found: "Found",
  filled: "Position filled",
  done: "Closed",
};

/** The button the manage page offers for each outcome. */
export const NOTICE_OUTCOME_ACTIONS: Record<NoticeOutcome, string> = {
  sold: "Mark as sold",
  found: "Mark as found",
  filled: "Mark as filled",
  done: "Mark as done",
};

export function isNoticeOutcome(value: unknown): value is NoticeOutcome {
  return typeof value === "string" && (NOTICE_OUTCOMES as readonly string[]).includes(value);
}

export function outcomeLabel(value: string | null | undefined): string {
  return isNoticeOutcome(value) ? NOTICE_OUTCOME_LABELS[value] : "Closed";
}

/**
 * The one outcome a category's notice can be closed with (issue 20): found for lost and found, sold for items for
 * sale, filled for jobs, done ("Closed") for everything else. The manage page offers only it; the server refuses others.
 */
export function categoryOutcome(category: string): NoticeOutcome {
  if (category === "items_for_sale") return "sold";
  if (category === "lost_and_found") return "found";
  if (category === "jobs") return "filled";
  return "done";
}

/** The server's answer (on `outcome`) to an outcome that does not fit the notice's category. */
export const outcomeMismatchMessage = (category: string) =>
  `This notice can only be marked as ${categoryOutcome(category)}`;

/** Days a closed notice's page keeps showing its outcome, and an expired one "This notice has expired". */
export const CLOSED_PAGE_DAYS = 14;
export const EXPIRED_PAGE_DAYS = 30;

export const EXPIRED_NOTICE_MESSAGE = "This notice has expired";
export const CLOSED_NOTICE_MESSAGE = "This notice is closed";

/** The tab title of a notice that has left the board: "Sold: Oak table", "This notice has expired: Oak table". */
export function goneNoticeTitle(gone: { message: string; title: string; outcome?: NoticeOutcome }): string {
  return `${gone.outcome ? outcomeLabel(gone.outcome) : gone.message}: ${gone.title}`;
}

/**
 * How long a notice stays up once approved, in the words of the verify page and the mails (product-spec.md §9): events
 * until their date, services and discussions until removed, local businesses a year, everything else 30 days.
 */
export function noticeLifeSentence(category: string | undefined): string {
  if (category === "events") return "Once approved, it will be visible until the day of the event.";
  if (category === "services" || category === "discussion")
    return "Once approved, it will stay visible until it is removed.";
  if (category === "local_businesses") return "Once approved, it will be visible for a year.";
  return "Once approved, it will be visible for 30 days.";
}
