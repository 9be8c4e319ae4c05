import { describe, expect, it } from "vitest";
import { fillDays } from "./bar-chart";

const empty = (day: string) => ({ day, visits: 0 });

describe("visits per day (issue 20, item 16)", () => {
  it("gives every day of the period a slot, so one day of visits is one bar among thirty, not the whole chart", () => {
    const days = fillDays([{ day: "2026-11-25", visits: 4 }], empty, { days: 30, lastDay: "2026-11-25" });
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-27", visits: 0 });
    expect(days[29]).toEqual({ day: "2026-11-25", visits: 4 });
  });

  it("fills the days the server left out and ends on the last day asked for", () => {
    const rows = [
      { day: "2026-11-20", visits: 2 },
      { day: "2026-11-22", visits: 5 },
    ];
    const days = fillDays(rows, empty, { days: 7, lastDay: "2026-11-25" });
    expect(days.map((d) => d.visits)).toEqual([0, 2, 0, 5, 0, 0, 0]);
    expect(days.at(-1)!.day).toBe("2026-11-25");
  });

  it("draws nothing when there were no visits", () => {
    expect(fillDays([], empty, { days: 7, lastDay: "2026-11-25" })).toEqual([]);
  });
});
