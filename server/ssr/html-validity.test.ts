import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";

const t = useTestApp({ config: { publicUrl: "https://noticeboard.example" } });

/**
 * html-validate's recommended rules, less those about how valid HTML is written rather than whether it is valid (the
 * markup is React's and Radix's output, and the Nu Html Checker accepts all of these):
 * - doctype-style, void-style, attr-case, attribute-boolean-style: `<!doctype html>`, `<input/>`, `fetchPriority`,
 *   `selected=""` are valid HTML spelt another way;
 * - no-inline-style: Radix's visually hidden native select is styled inline; a style attribute is valid HTML;
 * - no-implicit-button-type: a button's default type is valid; the buttons concerned are outside forms or meant to submit;
 * - wcag/h32: the filter form submits on Enter (implicit submission) and as one types, so it has no submit button;
 * - aria-label-misuse, prefer-native-element: advice about ARIA that ARIA in HTML allows (a named list, Radix's toast
 *   region);
 * - text-content: it does not count a `<label for>` as a button's accessible text, and Radix's checkboxes and select
 *   triggers are buttons named by their labels (axe, which does count them, passes these pages in the journeys).
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "doctype-style": "off",
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "no-inline-style": "off",
    "no-implicit-button-type": "off",
    "wcag/h32": "off",
    "aria-label-misuse": "off",
    "prefer-native-element": "off",
    "text-content": "off",
  },
});

/** The Nu Html Checker's "Element option without attribute label must not be empty", which html-validate lacks. */
const EMPTY_OPTION = /<option\b(?![^>]*\blabel=)[^>]*>\s*<\/option>/g;

async function errorsOf(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  const report = await validator.validateString(res.body, url);
  const errors = report.results.flatMap((r) =>
    r.messages.map((m: Message) => `${m.ruleId} at ${m.line}:${m.column} ${m.selector ?? ""}: ${m.message}`),
  );
  return [...errors, ...(res.body.match(EMPTY_OPTION) ?? []).map((o) => `empty option: ${o}`)];
}

describe("the server-rendered pages are valid HTML", () => {
  it("home, a category page and a notice page have no html-validate error", async () => {
    await insertNotice(t.db, { title: "Oak dining table", category: "items_for_sale", price: 120 });
    const event = await insertNotice(t.db, {
      title: "Ceilidh at the village hall",
      category: "events",
      eventVenue: "Silvester Horne Institute",
      eventDate: new Date("2026-07-04T00:00:00Z"),
      imageUrl: "/uploads/abc123.webp",
    });
    const discussion = await insertNotice(t.db, { title: "Best walks near Ludlow?", category: "discussion" });
    const pages = [
      "/",
      "/?search=oak",
      "/category/events?location=ludlow",
      "/category/items_for_sale?sort=price_low",
    ];
    for (const url of [...pages, `/notice/${event.id}`, `/notice/${discussion.id}`, `/poster/${event.id}`]) {
      expect(await errorsOf(url), url).toEqual([]);
    }
  });
});
