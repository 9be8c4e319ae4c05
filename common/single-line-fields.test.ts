import { describe, expect, it } from "vitest";
import { AdminNoticeEditSchema } from "./admin-notice-schemas";
import { CommentInputSchema } from "./comment-schemas";
import { ContactFormSchema } from "./contact-schemas";
import { NoticeFieldsSchema } from "./notice-posting-schemas";
import { SavedSearchChoiceSchema } from "./saved-search-schemas";
import { foldLineBreaks } from "./storable-text";
import { WatchWordInputSchema } from "./watch-word-schemas";

describe("single-line fields fold line breaks to spaces (the form and the route share these schemas)", () => {
  it("folds each run of CR, LF, CRLF, VT, FF, NEL, LS and PS to one space", () => {
    expect(foldLineBreaks("a\nb\rc\r\nd\u000be\u000cf\u0085g\u2028h\u2029i\n\n\nj")).toBe(
      "a b c d e f g h i j",
    );
    expect(foldLineBreaks("no breaks\there")).toBe("no breaks\there");
  });

  it("in the title, the venue, the names, a saved search and a watched word", () => {
    const notice = NoticeFieldsSchema.parse({
      title: "Quiz night\nBcc: x@example.com",
      description: "A description that keeps\nits own lines.",
      category: "events",
      location: "shrewsbury",
      contactEmail: "poster@example.org",
      eventDate: "2026-08-01",
      eventVenue: "Village hall\r\nupstairs",
    });
    expect([notice.title, notice.eventVenue, notice.description]).toEqual([
      "Quiz night Bcc: x@example.com",
      "Village hall upstairs",
      "A description that keeps\nits own lines.",
    ]);
    expect(AdminNoticeEditSchema.parse({ title: "New\ntitle here", eventVenue: "Hall\rB" })).toMatchObject({
      title: "New title here",
      eventVenue: "Hall B",
    });
    const contact = { email: "a@example.net", message: "Is it still available?" };
    expect(ContactFormSchema.parse({ ...contact, name: "Megan\nBcc: y" }).name).toBe("Megan Bcc: y");
    expect(
      CommentInputSchema.parse({
        authorName: "Megan\u2028Price",
        authorEmail: "a@example.net",
        content: "Nice one",
      }).authorName,
    ).toBe("Megan Price");
    expect(SavedSearchChoiceSchema.parse({ search: "bike\nshrewsbury" }).search).toBe("bike shrewsbury");
    expect(WatchWordInputSchema.parse({ word: "cheap\nviagra", kind: "flag" }).word).toBe("cheap viagra");
  });

  it("a name of line breaks only is as empty as a name of spaces", () => {
    expect(
      ContactFormSchema.safeParse({ name: "\n\r\n", email: "a@example.net", message: "0123456789x" }).success,
    ).toBe(false);
  });
});
