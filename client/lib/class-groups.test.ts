import fs from "node:fs";
import path from "node:path";
import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../scripts/check-folder-cycles";
import { CLASS_GROUPS } from "./class-groups";
import { cn, withClassGroups } from "./utils";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every string written in the browser's code, as Tailwind reads them for its own classes: literals only. */
const literals = ["client", "common"].flatMap((dir) =>
  sourceFiles(ROOT, dir).flatMap((file) =>
    [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    ),
  ),
);
const isClassLike = (word: string) => /^[\w\-:[\]/.%#()&>*@=,!]{2,}$/.test(word);
const words = [...new Set(literals.flatMap((text) => text.split(/\s+/)).filter(isClassLike))];
/** The literals that read as lists of classes: every word of them could be a class. */
const classLists = literals.filter((text) => text.trim() && text.trim().split(/\s+/).every(isClassLike));

const defaults = getDefaultConfig();
/** A merge that knows only `groups`: it keeps the last of two copies of a class of theirs, and both copies of any other. */
const mergeWith = (groups: string[]) => createTailwindMerge(() => withClassGroups(defaults, groups));
const inGroups = (merge: (classes: string) => string, word: string) => merge(`${word} ${word}`) === word;

describe("cn's class groups", () => {
  it("finds the classes the app writes", () => {
    expect(words).toEqual(expect.arrayContaining(["flex", "px-4", "hover:bg-accent", "sr-only"]));
  });

  it("holds the group of every class written in client/ and common/", () => {
    const unlisted = Object.keys(defaults.classGroups).filter((group) => !CLASS_GROUPS.includes(group));
    const outside = mergeWith(unlisted);
    const missing = words
      .filter((word) => inGroups(outside, word))
      .map((word) => `${word}: ${unlisted.find((group) => inGroups(mergeWith([group]), word))}`);
    expect(missing, "classes of groups to add to CLASS_GROUPS (class-groups.ts)").toEqual([]);
  });

  it("lists only groups tailwind-merge has, and each once", () => {
    expect(CLASS_GROUPS.filter((group) => !(group in defaults.classGroups))).toEqual([]);
    expect(new Set(CLASS_GROUPS).size).toBe(CLASS_GROUPS.length);
  });

  it("merges as tailwind-merge's whole default configuration does", () => {
    for (const text of classLists) expect(cn(text), text).toBe(twMerge(text));
    // Threes of the app's classes, as a component's classes meet the className it is given.
    let seed = 7;
    const pick = () => words[(seed = (seed * 48271) % 2147483647) % words.length];
    for (let i = 0; i < 20_000; i++) {
      const classes = `${pick()} ${pick()} ${pick()}`;
      expect(cn(classes), classes).toBe(twMerge(classes));
    }
  });
});
