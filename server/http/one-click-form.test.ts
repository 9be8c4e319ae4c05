import { describe, expect, it } from "vitest";
import { readForm } from "./one-click-form";

describe("a posted form's fields", () => {
  it("reads `name[]` fields as a list and any other field as its last value", () => {
    expect(readForm("List-Unsubscribe=One-Click")).toEqual({ "List-Unsubscribe": "One-Click" });
    expect(readForm("categories%5B%5D=jobs&email=a%40b.org&categories%5B%5D=events&email=c%40d.org")).toEqual(
      {
        categories: ["jobs", "events"],
        email: "c@d.org",
      },
    );
    expect(readForm("")).toEqual({});
  });
});
