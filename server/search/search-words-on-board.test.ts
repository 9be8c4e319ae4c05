import { describe, expect, it } from "vitest";
import { searchRequests } from "../test/search-requests";
import { useTestApp } from "../test/test-app";
import { readSearch, type Slot } from "./search-interpretation";

const t = useTestApp();
const { notice, titles } = searchRequests(t);

/** Every lexeme a slot's forms look for, prefixes left out. */
const wordsOf = (slots: readonly Slot[]) =>
  new Set(
    slots.flatMap((slot) =>
      [...slot.tiers.values()].flat().flatMap((form) => (form.kind === "prefix" ? [] : form.lexemes)),
    ),
  );

describe("the full-text index is asked only for words the board holds (issue 39)", () => {
  it("drops a thesaurus group's words no notice has from the index's query, keeping them for the ranking", async () => {
    await notice("Labrador puppy, nine weeks old", { description: "Wormed and vaccinated." });
    const reading = await readSearch(t.db, ["dog"]);
    // The thesaurus's group for "dog" (hound, spaniel, terrier…) is there for the ranking…
    expect([...wordsOf(reading.slots)]).toEqual(
      expect.arrayContaining(["dog", "hound", "spaniel", "labrador", "puppi"]),
    );
    // …while the index is asked only for the words the board holds.
    expect([...wordsOf(reading.indexSlots)].sort()).toEqual(["labrador", "puppi"]);
    expect(await titles("dog")).toEqual(["Labrador puppy, nine weeks old"]);
  });

  it("keeps a word whole when none of its forms is on the board: it still matches nothing", async () => {
    await notice("Oak dining table", { description: "Seats six." });
    const reading = await readSearch(t.db, ["hound"]);
    expect(reading.slots.length).toBe(1);
    expect(reading.indexSlots).toEqual(reading.slots);
    expect(await titles("hound")).toEqual([]);
  });
});
