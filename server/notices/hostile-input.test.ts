import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCATIONS } from "../../common/locations";
import { withLinkScheme } from "../../common/external-link";
import { foldLineBreaks } from "../../common/storable-text";
import { notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { NAUGHTY_STRINGS } from "../test/naughty-strings";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a browser's multipart body makes of a string (well-formed UTF-8, line breaks), then the server's trim. */
const asStored = (s: string) =>
  Buffer.from(s, "utf8")
    .toString("utf8")
    .replace(/\r\n|\r|\n/g, "\n")
    .trim();

interface Answer {
  statusCode: number;
  body: string;
  json<T>(): T;
}
/** The same, for a single-line field (title, venue): every line break folded to a space first. */
const asStoredLine = (s: string) => foldLineBreaks(Buffer.from(s, "utf8").toString("utf8")).trim();

type Shown = {
  id: number;
  title: string;
  description: string;
  eventVenue: string | null;
  externalLink: string | null;
  price: number | null;
  eventDate: string | null;
  isFeatured: boolean;
  featureDuration: number;
};

/** 201 or 400, never anything else; the answer never carries the poster's e-mail. */
function expectHandled(res: Answer, what: string): res is Answer {
  expect([201, 400], `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  if (res.statusCode !== 201) return false;
  expect(res.body).not.toMatch(/contactEmail|token/);
  return true;
}

async function storedRow(id: number) {
  const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
  return row;
}

describe("a few hundred hostile strings in every field", () => {
  it("are stored and shown back unchanged (after trimming) or refused with 400, never a 500", async () => {
    let accepted = 0;
    let refused = 0;
    for (const s of NAUGHTY_STRINGS) {
      const tally = (ok: boolean) => {
        if (ok) accepted += 1;
        else refused += 1;
        return ok;
      };

      // Free text: the raw string as the title, and inside title, description and venue of an event.
      const raw = await postNoticeForm(t, validFields({ title: s }));
      if (tally(expectHandled(raw, `title ${JSON.stringify(s.slice(0, 40))}`))) {
        const shown = raw.json<Shown>();
        expect(shown.title).toBe(asStoredLine(s));
        expect((await storedRow(shown.id)).title).toBe(asStoredLine(s));
      }
      const text = await postNoticeForm(
        t,
        validFields({
          category: "events",
          price: "",
          eventDate: "2026-08-01",
          title: `Notice ${s}`,
          description: `A description long enough: ${s}`,
          eventVenue: s,
        }),
      );
      if (tally(expectHandled(text, `free text ${JSON.stringify(s.slice(0, 40))}`))) {
        const shown = text.json<Shown>();
        const row = await storedRow(shown.id);
        expect([shown.title, row.title]).toEqual(Array(2).fill(asStoredLine(`Notice ${s}`)));
        expect([shown.description, row.description]).toEqual(
          Array(2).fill(asStored(`A description long enough: ${s}`)),
        );
        const venue = asStoredLine(s) === "" ? null : asStoredLine(s);
        expect([shown.eventVenue, row.eventVenue]).toEqual([venue, venue]);
      }

      // Fields with a shape: each alone, so its own verdict shows.
      const shaped: [string, Record<string, string>, (shown: Shown) => Promise<void> | void][] = [
        ["price", { price: s }, (n) => expect(n.price).toBeGreaterThanOrEqual(0)],
        [
          "contactEmail",
          { contactEmail: s },
          async (n) => expect((await storedRow(n.id)).contactEmail).toBe(asStored(s)),
        ],
        [
          "eventDate",
          { category: "events", price: "", eventDate: s },
          (n) => expect(n.eventDate).toMatch(/^\d{4}-\d\d-\d\dT/),
        ],
        ["location", { location: s }, () => expect(LOCATIONS).toContain(s)],
        ["category", { category: s }, () => undefined],
        [
          "externalLink",
          { category: "jobs", price: "", externalLink: s },
          // A link typed without its scheme is stored with https:// (what the poster meant).
          (n) => expect(n.externalLink).toBe(withLinkScheme(asStored(s)) || null),
        ],
        [
          "flags",
          { isFeatured: s, featureDuration: s },
          (n) => expect([n.isFeatured, n.featureDuration]).toEqual([false, 0]),
        ],
      ];
      for (const [field, overrides, check] of shaped) {
        const res = await postNoticeForm(t, validFields(overrides));
        if (tally(expectHandled(res, `${field} ${JSON.stringify(s.slice(0, 40))}`)))
          await check(res.json<Shown>());
      }
    }
    // The list must exercise both outcomes, or it proves nothing.
    expect(accepted).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  }, 240_000);

  it("random strings (fast-check) in every field: 201 with the text unchanged, or 400", async () => {
    const anyText = fc.oneof(
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc.constantFrom(...NAUGHTY_STRINGS.filter((s) => s.length < 200)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: anyText,
          description: anyText,
          eventVenue: anyText,
          externalLink: fc.oneof(
            anyText,
            anyText.map((s) => `https://example.org/${s}`),
          ),
          price: fc.oneof(anyText, fc.double({ noNaN: false }).map(String)),
          contactEmail: fc.oneof(anyText, fc.emailAddress()),
          location: fc.oneof(anyText, fc.constantFrom(...LOCATIONS)),
          category: fc.constantFrom(
            "events",
            "items_for_sale",
            "jobs",
            "services",
            "discussion",
            "local_businesses",
            "lost_and_found",
            "x",
          ),
          eventDate: fc.oneof(
            anyText,
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          ),
        }),
        fc.boolean(),
        async (fields, padded) => {
          const sent = padded
            ? {
                ...fields,
                title: `Notice ${fields.title}`,
                description: `Long enough description ${fields.description}`,
              }
            : fields;
          const res = await postNoticeForm(t, validFields(sent));
          if (!expectHandled(res, JSON.stringify(sent).slice(0, 300))) return;
          const shown = res.json<Shown>();
          const row = await storedRow(shown.id);
          expect(shown.title).toBe(asStoredLine(sent.title));
          expect(row.description).toBe(asStored(sent.description));
          expect(row.contactEmail).toBe(asStored(sent.contactEmail));
        },
      ),
      { numRuns: 250 },
    );
  }, 240_000);
});
