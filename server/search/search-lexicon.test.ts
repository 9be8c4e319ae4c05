import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../test/admin-session";
import { searchRequests } from "../test/search-requests";
import { useTestApp } from "../test/test-app";
import { britishFirst, lookUpLexicon } from "./lexicon";

const t = useTestApp();

const { titles, notice } = searchRequests(t);

describe("the lexicon (WordNet 3.1 nouns)", () => {
  it("knows a plural's singular for a word whose common senses it does not keep, so the plural is not that word's sister", () => {
    // "ring" (a sound, a shape) is in lexicon.txt without senses; "rings" is the gymnast's, a sister of "trampoline".
    expect(lookUpLexicon(["ring"])).toBeUndefined();
    expect(lookUpLexicon(["trampoline"])?.relatives).not.toContain("rings");
    expect(lookUpLexicon(["trampoline"])?.relatives).toContain("parallel bars");
  });

  it("holds synonyms within a sense and sister terms under a close parent, British spellings first", () => {
    expect(lookUpLexicon(["dinghies"])).toMatchObject({ term: "dinghy" });
    expect(lookUpLexicon(["dinghy"])?.relatives).toEqual(expect.arrayContaining(["canoe", "rowing boat"]));
    expect(lookUpLexicon(["rowing", "boat"])?.relatives).toContain("dinghy");
    expect(lookUpLexicon(["tire"])?.synonyms[0]).toBe("tyre");
    expect(britishFirst(["tire", "tyre", "color", "colour"])).toEqual(["tyre", "colour", "tire", "color"]);
    // The stop list: a noticeboard's "free" and "sale" are not WordNet's.
    expect(lookUpLexicon(["free"])).toBeUndefined();
    expect(lookUpLexicon(["sale"])).toBeUndefined();
  });

  it("offers a word as a relative only in its commonest sense: a noticeboard uses a word that way", () => {
    const trampoline = lookUpLexicon(["trampoline"])?.relatives ?? [];
    expect(trampoline).toEqual(expect.arrayContaining(["balance beam", "parallel bars"]));
    // The gymnast's "bars", which search reads as "bar", whose commonest sense is the pub's.
    expect(trampoline).not.toContain("bars");
    expect(lookUpLexicon(["kayak"])?.relatives).toContain("canoe");
  });

  it("never offers a word met mostly as an adjective or a verb for another word", () => {
    // "glass"'s sister "solid" (matter), "cream"'s synonym "few" (the best of a group), "leather"'s "fell" (a hide).
    expect(lookUpLexicon(["glass"])?.relatives).not.toContain("solid");
    expect(lookUpLexicon(["leather"])?.relatives).not.toContain("fell");
    expect(lookUpLexicon(["cream"])?.synonyms).not.toContain("few");
    // Its own senses are still read when it is the word searched, and a noun stays offered.
    expect(lookUpLexicon(["solid"])).toBeDefined();
    expect(lookUpLexicon(["glass"])?.relatives).toContain("plastic");
  });

  it("offers a game or a sport its synonyms only: its sisters and kinds are other games", () => {
    expect(lookUpLexicon(["ice", "hockey"])?.relatives).toEqual([]);
    expect(lookUpLexicon(["ice", "hockey"])?.synonyms).toContain("hockey");
    // To WordNet rugby is a kind of football.
    expect(lookUpLexicon(["football"])?.relatives).not.toContain("rugby");
    // A thing's sisters are still offered.
    expect(lookUpLexicon(["dinghy"])?.relatives).toContain("canoe");
  });

  it("reads WordNet's hyphenated words as phrases, as search splits a hyphen", () => {
    // "deep-freeze" is the freezer; "deep_freeze", a state, is outside the kept senses.
    expect(lookUpLexicon(["deep", "freeze"])?.synonyms).toContain("freezer");
  });
});

describe("search: the lexicon tier (issue 39)", () => {
  it("finds a sister term the thesaurus lacks, ranked below a notice with the word itself", async () => {
    await notice("Canoe with paddles", {}, 1);
    await notice("Old dinghy, needs varnish", {}, 5);
    await notice("Garden bench");
    expect(await titles("dinghy")).toEqual(["Old dinghy, needs varnish", "Canoe with paddles"]);
  });

  it("finds the notice for a phrase WordNet writes with a hyphen", async () => {
    await notice("Chest freezer", { description: "200 litres, runs quietly in the garage." });
    await notice("Deep fat fryer");
    expect(await titles("deep freeze")).toEqual(["Chest freezer"]);
  });

  it("answers nothing for a sport the board lacks, though another sport is on the board", async () => {
    await notice("Junior football coaching");
    await notice("Boxing club open night");
    expect(await titles("ice hockey")).toEqual([]);
  });

  it("answers nothing for a thing the board lacks, though a sister term's word is on the board in another sense", async () => {
    await notice("Bingo night", { description: "Eyes down at 7.30, cash prizes and a bar." });
    expect(await titles("trampoline")).toEqual([]);
  });

  it("answers nothing for a thing the board lacks, though a sister term's stem or singular is a word on the board", async () => {
    // "trampoline"'s sisters "exerciser" (stem exercis) and "rings" (the gymnast's; search reads it as "ring").
    await notice("Exercise bike", { description: "Upright exercise bike with resistance settings." });
    await notice("Lost: wedding ring", { description: "Gold band lost in the car park." });
    expect(await titles("trampoline")).toEqual([]);
  });

  it("bridges to the thesaurus: a lexicon synonym the thesaurus holds brings its group, below the words themselves", async () => {
    // "trucker" → truck driver (WordNet) → lorry driver, HGV driver (the shipped thesaurus); the board writes neither.
    await notice("HGV driver, nights", { category: "jobs", description: "Class 1 trunking, good rates." }, 2);
    await notice("Trucker caps", { description: "Three mesh caps, one size." }, 5);
    await notice("Bus driver", { category: "jobs", description: "Town routes, full training." });
    expect(await titles("trucker")).toEqual(["Trucker caps", "HGV driver, nights"]);
  });

  it("reads a phrase of the lexicon as one term: a rowing boat finds a dinghy, not every boat", async () => {
    await notice("Wooden dinghy");
    await notice("Rowing machine, little used");
    await notice("Narrow boat holiday");
    expect(await titles("rowing boat")).toEqual(["Wooden dinghy"]);
  });

  it("finds a kind of the thing searched for: a bird finds a parrot, below a notice with the word itself", async () => {
    await notice(
      "Lost: African grey parrot",
      { category: "lost_and_found", description: "Flew off on Tuesday." },
      1,
    );
    await notice("Bird table", { description: "Oak bird table with a roof." }, 5);
    await notice("Garden bench", { description: "Teak, seats three." });
    expect(await titles("bird")).toEqual(["Bird table", "Lost: African grey parrot"]);
  });

  it("reads two words the lexicon writes as one as that word: a hair stylist is a hairdresser", async () => {
    // WordNet holds "hairstylist" (hairdresser, stylist); the board writes neither "hair" nor "stylist".
    await notice("Hairdresser wanted", { category: "jobs", description: "Qualified, for a friendly salon." });
    await notice("Hair clippers", { description: "Cordless clippers with six guards." });
    expect(await titles("hair stylist")).toEqual(["Hairdresser wanted"]);
  });

  it("counts only when its words are on the board: a word WordNet holds is still corrected as a typo", async () => {
    await notice("Baby walker with toys");
    // "waker" is a WordNet word (someone who wakes), but none of its synonyms is on the board.
    expect(await titles("waker")).toEqual(["Baby walker with toys"]);
  });

  it("a curated thesaurus phrase matches as a phrase, its synonym answering", async () => {
    const admin = await loginAsAdmin(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/synonyms",
      headers: admin.headers,
      payload: { terms: ["three piece suite", "lounge set"], narrower: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    await notice("Lounge set in green velvet");
    await notice("A suite of three chairs, a piece of oak", { category: "discussion" });
    expect(await titles("three piece suite")).toEqual(["Lounge set in green velvet"]);
  });
});
