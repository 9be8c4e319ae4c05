import { describe, expect, it } from "vitest";
import { categoryOutcome, goneNoticeTitle, NOTICE_OUTCOME_ACTIONS } from "./notice-outcomes";
import { NOTICE_STATUSES, noticeStatusLabel } from "./statuses";
import { editChanges } from "./notice-edit-diff";

describe("notice status labels (issue 20, item 16)", () => {
  it("names every status in words, never the raw value", () => {
    expect(noticeStatusLabel("closed")).toBe("Closed");
    expect(noticeStatusLabel("hidden")).toBe("Hidden after reports");
    for (const status of NOTICE_STATUSES) expect(noticeStatusLabel(status)).not.toBe(status);
  });
});

describe("close outcomes by category (issue 20, item 14)", () => {
  it("offers found for lost and found, sold for items, filled for jobs, done otherwise", () => {
    expect(categoryOutcome("lost_and_found")).toBe("found");
    expect(categoryOutcome("items_for_sale")).toBe("sold");
    expect(categoryOutcome("jobs")).toBe("filled");
    for (const c of ["events", "services", "discussion", "local_businesses"])
      expect(NOTICE_OUTCOME_ACTIONS[categoryOutcome(c)]).toBe("Mark as done");
  });

  it("titles a gone notice by its outcome or by its expiry", () => {
    expect(goneNoticeTitle({ message: "This notice is closed", title: "Cat", outcome: "found" })).toBe(
      "Found: Cat",
    );
    expect(goneNoticeTitle({ message: "This notice has expired", title: "Shed" })).toBe(
      "This notice has expired: Shed",
    );
  });
});

describe("an edit's changes (issue 20, item 13)", () => {
  const live = {
    title: "Oak table",
    description: "Solid oak table, seats six.",
    category: "items_for_sale",
    location: "ludlow",
    price: 120,
    eventDate: null,
    eventVenue: null,
    externalLink: null,
    imageUrl: "/uploads/a.webp",
  };
  it("lists only the changed fields, old → new, in the form's order, with the image named", () => {
    const changes = editChanges(live, {
      ...live,
      location: "wem",
      price: null,
      imageUrl: null,
      imageChanged: true,
    });
    expect(changes).toEqual([
      { field: "location", label: "Town", from: "Ludlow", to: "Wem" },
      { field: "price", label: "Price", from: "£120.00", to: null },
      { field: "image", label: "Image", from: "Current image", to: "Removed" },
    ]);
    expect(editChanges(live, { ...live, imageChanged: false })).toEqual([]);
  });
});
