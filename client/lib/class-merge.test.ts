import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classMergeTable, classWords, isClassLike, sourceLiterals } from "../../scripts/class-merge-table";
import { mergeClasses } from "./class-merge";
import { cn } from "./utils";

const ROOT = path.resolve(import.meta.dirname, "../..");
const literals = sourceLiterals(ROOT);
const words = classWords(literals);
/** The literals that read as lists of classes: every word of them could be a class. */
const classLists = literals.filter((text) => text.trim() && text.trim().split(/\s+/).every(isClassLike));

describe("cn: tailwind-merge's rules, decided at build time for the classes the code writes", () => {
  it("finds the classes the app writes", () => {
    expect(words).toEqual(expect.arrayContaining(["flex", "px-4", "hover:bg-accent", "sr-only"]));
  });

  it("merges every list of classes written in client/ and common/ as twMerge does", () => {
    expect(classLists.length).toBeGreaterThan(500);
    for (const text of classLists) expect(cn(text), text).toBe(twMerge(text));
  });

  it("merges threes of the app's classes as twMerge does, as a component's classes meet the className it is given", () => {
    let seed = 7;
    const pick = () => words[(seed = (seed * 48271) % 2147483647) % words.length];
    for (let i = 0; i < 20_000; i++) {
      const classes = `${pick()} ${pick()} ${pick()}`;
      expect(cn(classes), classes).toBe(twMerge(classes));
    }
  });

  it("overrides by group, variant, importance and postfix as twMerge does", () => {
    const lists = [
      "px-2 py-1 p-3",
      "p-3 px-2",
      "text-sm text-lg",
      "text-sm text-red-500",
      "hover:bg-red-500 bg-blue-500",
      "hover:focus:bg-red-500 focus:hover:bg-blue-500",
      "[&>*]:p-2 hover:[&>*]:p-1 [&>*]:hover:p-3",
      "before:hover:p-1 hover:before:p-2",
      "!p-2 p-3",
      "p-2! !p-3",
      "text-lg/7 leading-3",
      "leading-3 text-lg/7",
      "bg-red-500/50 bg-blue-500",
      "w-[calc(100%-2rem)] w-4",
      "inset-0 top-2",
      "top-2 inset-0",
      "my-own-class my-own-class p-2 constructor toString",
      "  flex   block  ",
    ];
    const table = classMergeTable(classWords(lists));
    for (const text of lists) expect(mergeClasses(text, table), text).toBe(twMerge(text));
  });

  it("keeps a class the table does not know: the code never wrote it, so Tailwind made no CSS for it", () => {
    const table = classMergeTable(["p-2"]);
    expect(mergeClasses("p-2 p-2", table)).toBe("p-2");
    expect(mergeClasses("p-4 p-2", table)).toBe("p-4 p-2");
    expect(mergeClasses("m-4 m-2", table)).toBe("m-4 m-2");
  });
});
