import { describe, expect, it } from "vitest";
import { editDistance, typoAllowance } from "./edit-distance";
import { parseThesaurus, shippedThesaurus } from "./thesaurus";

describe("the shipped thesaurus", () => {
  it("parses into at least 300 groups, British words beside the others", () => {
    const groups = shippedThesaurus();
    expect(groups.length).toBeGreaterThanOrEqual(300);
    const together = (a: string, b: string) =>
      groups.some((g) => [...g.terms, ...g.narrower].includes(a) && [...g.terms, ...g.narrower].includes(b));
    for (const [a, b] of [
      ["pram", "pushchair"],
      ["settee", "sofa"],
      ["hoover", "vacuum cleaner"],
      ["jumper", "sweater"],
      ["nappies", "diapers"],
      ["lorry", "truck"],
      ["flat", "apartment"],
      ["sparky", "electrician"],
      ["chippy", "joiner"],
      ["carer", "care assistant"],
      ["ceilidh", "barn dance"],
      ["dog", "spaniel"],
    ])
      expect(together(a, b), `${a} / ${b}`).toBe(true);
  });

  it("refuses a line of one word and a second group with the same first word", () => {
    expect(() => parseThesaurus("sofa\n")).toThrow(/fewer than two words/);
    expect(() => parseThesaurus("sofa, settee\nsofa, couch\n")).toThrow(/a second group/);
    expect(parseThesaurus("# a comment\nDog, hound > Spaniel\n")).toEqual([
      { key: "dog", terms: ["dog", "hound"], narrower: ["spaniel"] },
    ]);
  });
});

describe("edit distance", () => {
  it("counts a swap of neighbouring letters as one edit, and allows none under 5 letters", () => {
    expect(editDistance("hooevr", "hoover", 2)).toBe(1);
    expect(editDistance("hovvr", "hoover", 1)).toBe(2);
    expect([4, 5, 8, 9].map(typoAllowance)).toEqual([0, 1, 1, 2]);
  });
});
