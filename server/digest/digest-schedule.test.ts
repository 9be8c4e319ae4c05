import { describe, expect, it } from "vitest";
import { latestDigestSlot } from "./digest-schedule";

const slot = (frequency: "daily" | "weekly", now: string) =>
  latestDigestSlot(frequency, new Date(now)).toISOString();

describe("digest times (07:00 Europe/London)", () => {
  it("daily: today's 07:00 once it has come, else yesterday's, in summer and in winter time", () => {
    expect(slot("daily", "2026-06-03T05:59:59Z")).toBe("2026-06-02T06:00:00.000Z");
    expect(slot("daily", "2026-06-03T06:00:00Z")).toBe("2026-06-03T06:00:00.000Z");
    expect(slot("daily", "2026-12-03T06:30:00Z")).toBe("2026-12-02T07:00:00.000Z");
    expect(slot("daily", "2026-12-03T07:00:00Z")).toBe("2026-12-03T07:00:00.000Z");
  });

  it("weekly: the latest Friday 07:00, across the change of the clocks", () => {
    expect(slot("weekly", "2026-06-05T06:00:00Z")).toBe("2026-06-05T06:00:00.000Z");
    expect(slot("weekly", "2026-06-05T05:00:00Z")).toBe("2026-05-29T06:00:00.000Z");
    expect(slot("weekly", "2026-06-11T12:00:00Z")).toBe("2026-06-05T06:00:00.000Z");
    // Clocks went back on Sunday 25 October 2026: the Friday before was still summer time.
    expect(slot("weekly", "2026-10-28T12:00:00Z")).toBe("2026-10-23T06:00:00.000Z");
    expect(slot("weekly", "2026-10-30T07:00:00Z")).toBe("2026-10-30T07:00:00.000Z");
  });
});
