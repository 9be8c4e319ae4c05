import { describe, expect, it } from "vitest";
import { TextLines } from "./lexicon";

describe("TextLines", () => {
  const text = "# a comment\n0|boat|1|\n\n1|craft||0\n=boat|0:1\n=craft|1:1";
  const lines = TextLines.of(text, (t, start, end) => end > start && t[start] !== "#");

  it("keeps the lines the filter keeps, in order, each read whole", () => {
    expect(lines.length).toBe(4);
    expect([0, 1, 2, 3].map((i) => lines.at(i))).toEqual([
      "0|boat|1|",
      "1|craft||0",
      "=boat|0:1",
      "=craft|1:1",
    ]);
  });

  it("answers nothing past either end", () => {
    expect(lines.at(-1)).toBeUndefined();
    expect(lines.at(4)).toBeUndefined();
  });

  it("splits into views before and from a line, found by its first character", () => {
    const first = lines.findIndexStartingWith("=");
    expect(first).toBe(2);
    const before = lines.before(first);
    const from = lines.from(first);
    expect([before.length, before.at(0), before.at(1), before.at(2)]).toEqual([
      2,
      "0|boat|1|",
      "1|craft||0",
      undefined,
    ]);
    expect([from.length, from.at(0), from.at(1)]).toEqual([2, "=boat|0:1", "=craft|1:1"]);
    expect(lines.findIndexStartingWith("!")).toBe(-1);
  });

  it("reads a last line with no newline after it, and a text of none", () => {
    expect(TextLines.of("one\ntwo", () => true).at(1)).toBe("two");
    expect(TextLines.of("", () => true).length).toBe(0);
  });
});
