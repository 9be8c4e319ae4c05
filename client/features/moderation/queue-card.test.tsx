import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { QueueItem } from "@common/queue-schemas";
import { QueueCard } from "./queue-card";

afterEach(cleanup);

const comment = (reason: "pending" | "reported"): QueueItem => ({
  kind: "comment",
  reason,
  comment: {
    id: 7,
    authorName: "Priya",
    authorEmail: "priya@example.org",
    content: "Count me in for the litter pick",
    status: reason === "pending" ? "pending" : "approved",
    createdAt: new Date().toISOString(),
    noticeId: 3,
    noticeTitle: "Litter pick in Ludlow",
  },
  risk: 0,
  reports: [],
});

/** A pending notice's card; `notice` overrides its fields. */
const pendingNotice = (notice: Record<string, unknown>) =>
  ({
    kind: "notice",
    reason: "pending",
    notice: {
      id: 9,
      title: "Barn dance",
      description:
        "Barn dance with a live ceilidh band, all welcome, bring your own drinks and dancing shoes.",
      category: "events",
      location: "ludlow",
      price: null,
      contactEmail: "poster@example.org",
      status: "pending",
      imageUrl: null,
      eventDate: "2027-03-06",
      eventVenue: "Ludlow Assembly Rooms",
      externalLink: null,
      ...notice,
    },
    signals: [],
    risk: 0,
    poster: { posted: 1, approved: 0, rejected: 0, firstSeen: null },
    reports: [],
    edit: null,
  }) as unknown as QueueItem;

/** The card's detail rows, as "label: value". */
const details = () =>
  [...screen.getByRole("article").querySelectorAll("dl > div")].map(
    (row) => `${row.querySelector("dt")!.textContent}: ${row.querySelector("dd")!.textContent}`,
  );

describe("QueueCard", () => {
  // Replaces tests/e2e/review-queue.spec.ts "an event's queue card has no empty Price row".
  it("shows an event's date and venue and no empty Price row", () => {
    render(<QueueCard item={pendingNotice({})} isCurrent isSelected={false} />);
    expect(details()).toContain("Event: 6 March 2027, Ludlow Assembly Rooms");
    expect(details().filter((row) => row.startsWith("Price"))).toEqual([]);
  });

  it("shows a price where the category has one", () => {
    render(
      <QueueCard
        item={pendingNotice({ category: "items_for_sale", price: 25, eventDate: null, eventVenue: null })}
        isCurrent
        isSelected={false}
      />,
    );
    expect(details()).toContain("Price: £25.00");
    expect(details().filter((row) => row.startsWith("Event"))).toEqual([]);
  });

  it("shows a new comment waiting for approval as a pending comment, with its words", () => {
    render(<QueueCard item={comment("pending")} isCurrent isSelected={false} />);
    const card = screen.getByRole("article", { name: 'Comment on "Litter pick in Ludlow"' });
    expect(card.textContent).toContain("Pending comment");
    expect(card.textContent).toContain("Count me in for the litter pick");
  });

  it("still names a comment under report as reported", () => {
    render(<QueueCard item={comment("reported")} isCurrent isSelected={false} />);
    expect(screen.getByRole("article").textContent).toContain("Reported comment");
  });
});
