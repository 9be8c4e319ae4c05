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

describe("QueueCard", () => {
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
