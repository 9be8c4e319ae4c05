import { describe, expect, it } from "vitest";
import { PAGE_NAMES, pageOf } from "@common/pages";
import { PAGE_COMPONENTS } from "./app";

describe("the app's routes", () => {
  it("are the table of pages: every page has a component and every component a page", () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual([...PAGE_NAMES].sort());
    for (const name of PAGE_NAMES) expect(typeof PAGE_COMPONENTS[name], name).not.toBe("undefined");
  });

  it("have one path each", () => {
    const paths = PAGE_NAMES.map((name) => pageOf(name).path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
