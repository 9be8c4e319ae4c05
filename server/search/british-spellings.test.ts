import { describe, expect, it } from "vitest";
import { britishSpellings } from "./british-spellings";

describe("British spellings of an American word", () => {
  it("spells the endings and the words a British notice writes otherwise", () => {
    expect(britishSpellings("mold")).toContain("mould");
    expect(britishSpellings("colors")).toContain("colours");
    expect(britishSpellings("neighborhood")).toContain("neighbourhood");
    expect(britishSpellings("center")).toContain("centre");
    expect(britishSpellings("organize")).toContain("organise");
    expect(britishSpellings("catalog")).toContain("catalogue");
    expect(britishSpellings("traveling")).toContain("travelling");
    expect(britishSpellings("counselor")).toContain("counsellor");
    expect(britishSpellings("license")).toContain("licence");
    expect(britishSpellings("jewelry")).toEqual(["jewellery"]);
    expect(britishSpellings("gray")).toEqual(["grey"]);
  });

  it("reads no British word into a word no rule spells", () => {
    expect(britishSpellings("door")).toEqual([]);
    expect(britishSpellings("sofa")).toEqual([]);
    // Keys every plain object has are words like any other.
    expect(britishSpellings("constructor")).toEqual(["constructour"]);
    expect(britishSpellings("tostring")).toEqual([]);
    // A short word ending as an American spelling does is another word's British twin: "for" is never "four".
    for (const word of ["for", "nor", "tor", "flor"]) expect(britishSpellings(word)).toEqual([]);
  });
});
