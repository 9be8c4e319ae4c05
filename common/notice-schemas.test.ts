import { describe, expect, it } from "vitest";
import {
  descriptionSchema,
  eventDateSchema,
  externalLinkSchema,
  priceSchema,
  titleSchema,
} from "./notice-schemas";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("notice field rules", () => {
  it("bounds the title and description with the spec's messages", () => {
    expect(message(titleSchema.safeParse("abcd"))).toBe("Title must be at least 5 characters");
    expect(message(titleSchema.safeParse("x".repeat(101)))).toBe("Title must be less than 100 characters");
    expect(titleSchema.parse("  Fine title  ")).toBe("Fine title");
    expect(message(descriptionSchema.safeParse("too short"))).toBe(
      "Description must be at least 20 characters",
    );
    expect(message(descriptionSchema.safeParse("x".repeat(2001)))).toBe(
      "Description must be less than 2000 characters",
    );
  });
  it("reads prices as pounds, empty as none", () => {
    expect(priceSchema.parse("12.5")).toBe(12.5);
    expect(priceSchema.parse("")).toBeNull();
    expect(priceSchema.parse(0)).toBe(0);
    for (const bad of ["-1", "abc", "1e3", "12,50"])
      expect(message(priceSchema.safeParse(bad)), bad).toBe("Price must be a valid number");
  });
  it("accepts http(s) links or empty, adding https:// where the scheme was left off", () => {
    expect(externalLinkSchema.parse("")).toBeNull();
    expect(externalLinkSchema.parse("https://example.org/x")).toBe("https://example.org/x");
    expect(externalLinkSchema.parse("http://example.org:8080/x?y=1")).toBe("http://example.org:8080/x?y=1");
    expect(externalLinkSchema.parse(" www.example.com ")).toBe("https://www.example.com");
    expect(externalLinkSchema.parse("example.org/menu")).toBe("https://example.org/menu");
    const bad = [
      "javascript:alert(1)",
      "ftp://x.org",
      "http://",
      "https://",
      "our website",
      "mailto:a@b.org",
      "localhost",
    ];
    for (const link of bad) {
      expect(message(externalLinkSchema.safeParse(link)), link).toBe(
        "Please enter a valid URL starting with http:// or https://",
      );
    }
  });
  it("takes event dates as YYYY-MM-DD or ISO date-times", () => {
    expect(eventDateSchema.parse("2026-07-04")).toBe("2026-07-04");
    expect(eventDateSchema.parse("2026-07-04T18:30:00Z")).toBe("2026-07-04T18:30:00Z");
    // Without an offset, a time is London's: BST in July, GMT in December.
    expect(eventDateSchema.parse("2026-07-04T19:30")).toBe("2026-07-04T18:30:00.000Z");
    expect(eventDateSchema.parse("2026-12-05T19:30:15.5")).toBe("2026-12-05T19:30:15.500Z");
    // The hour skipped when the clocks go forward is read an hour on; the repeated one when they go back is GMT's.
    expect(eventDateSchema.parse("2026-03-29T01:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(eventDateSchema.parse("2026-10-25T01:30")).toBe("2026-10-25T01:30:00.000Z");
    expect(eventDateSchema.parse("")).toBeNull();
    expect(eventDateSchema.safeParse("next tuesday").success).toBe(false);
  });
});
