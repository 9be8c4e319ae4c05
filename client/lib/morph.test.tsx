import { describe, expect, it } from "vitest";
import { morphChildren } from "./morph";

const parsed = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, "text/html");

describe("morphChildren draws the server's HTML over a part of the page in place", () => {
  it("ends as the server's HTML, comments included, and keeps the elements the two share", () => {
    document.body.innerHTML = `<div id="root"><form><input id="q" value="ben"></form><h2 class="a">Recent</h2><p>3 notices</p><ul><li>One</li><li>Two</li></ul></div>`;
    const root = document.getElementById("root")!;
    const box = document.getElementById("q") as HTMLInputElement;
    const heading = root.querySelector("h2")!;
    box.focus();
    box.value = "bench";

    const next = parsed(
      `<form><input id="q" value="bench"></form><h2>Search Results</h2><!-- -->1<!-- --> notice<section><li>Bench</li></section>`,
    );
    morphChildren(root, next.getElementById("root")!);

    expect(root.innerHTML).toBe(next.getElementById("root")!.innerHTML);
    expect(document.getElementById("q")).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(root.querySelector("h2")).toBe(heading);
    expect(heading.hasAttribute("class")).toBe(false);
  });

  it("keeps what was typed into a box after the words the server drew it with", () => {
    document.body.innerHTML = `<div id="root"><input id="q" value=""></div>`;
    const box = document.getElementById("q") as HTMLInputElement;
    box.value = "garden ben";
    morphChildren(
      document.getElementById("root")!,
      parsed(`<input id="q" value="garden">`).getElementById("root")!,
    );
    expect(box.defaultValue).toBe("garden");
    expect(box.value).toBe("garden ben");
  });
});
