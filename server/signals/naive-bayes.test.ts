import { describe, expect, it } from "vitest";
import { classify, features, topTokens, train } from "./naive-bayes";

const SPAM = [
  "Cheap replica watches, message now",
  "Replica handbags cheap, message on whatsapp",
  "Cheap watches, replica, fast delivery",
];
const HAM = [
  "Oak table for sale, collect from Ludlow",
  "Free sofa, collect from Wem this weekend",
  "Pine table and chairs, collect Shrewsbury",
];

describe("naive Bayes over words, pairs and character 4-grams", () => {
  it("makes word, pair and piece features from the normal form", () => {
    const f = features("R3plica Watches");
    expect(f).toContain("w:replica");
    expect(f).toContain("b:replica watches");
    expect(f).toContain("c:repl");
  });

  it("says spam for spam-like text and ham for ham-like, with the tokens that weighed most", () => {
    const model = train([
      ...SPAM.map((text) => ({ text, label: "spam" as const })),
      ...HAM.map((text) => ({ text, label: "ham" as const })),
    ]);
    const spam = classify(model, "replica watches cheap");
    const ham = classify(model, "table to collect");
    expect(spam.logOdds).toBeGreaterThan(1);
    expect(ham.logOdds).toBeLessThan(-1);
    expect(spam.top.map((t) => t.token)).toContain("replica");
    expect(topTokens(model, 3).spam.map((t) => t.token)).toContain("cheap");
    expect(topTokens(model, 3).ham.map((t) => t.token)).toContain("collect");
  });

  it("says nothing about words it never saw", () => {
    const model = train([
      { text: "cheap watches", label: "spam" },
      { text: "oak table", label: "ham" },
    ]);
    expect(classify(model, "lost cat near the church").logOdds).toBeCloseTo(0);
  });
});
