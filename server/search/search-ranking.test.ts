import { describe, expect, it } from "vitest";
import { searchRequests } from "../test/search-requests";
import { useTestApp } from "../test/test-app";

const t = useTestApp();

const { titles, notice } = searchRequests(t);

describe("ranking: a word naming a trade (issue 39)", () => {
  it("ranks the notices of jobs and services above a dozen newer ones merely sharing the word", async () => {
    await notice(
      "Bathroom refit",
      { category: "services", description: "Qualified plumber, 20 years' experience, free quotes." },
      30,
    );
    await notice(
      "Part-time care",
      { category: "jobs", description: "We need a carer for mornings in Wem." },
      31,
    );
    for (let i = 0; i < 12; i++) {
      await notice(
        `Plumber's tool bag ${i}`,
        { description: "Plumber's bag, plumber's tape, plumber's wrench." },
        i + 1,
      );
      await notice(
        `Carer's handbook ${i}`,
        { category: "discussion", description: "Carer's guide for carers." },
        i + 1,
      );
    }
    expect((await titles("plumber")).slice(0, 1)).toEqual(["Bathroom refit"]);
    expect((await titles("carers")).slice(0, 1)).toEqual(["Part-time care"]);
    // A word that names no trade keeps the text's own order.
    expect((await titles("bag"))[0]).toBe("Plumber's tool bag 0");
  });
});
