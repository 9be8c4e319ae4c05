import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";

/** Issue 10 point 8: what the walk-through caught, on the server's own clock. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  // Half past eleven at night in UTC: already the 2nd of June in London.
  t.clock.set("2026-06-01T23:30:00Z");
});

const event = (eventDate: string) => validFields({ category: "events", price: "", eventDate });

describe("POST /api/notices", () => {
  it("refuses an event dated before today in London, and stores nothing", async () => {
    for (const eventDate of ["2020-01-01", "2026-06-01"]) {
      const res = await postNoticeForm(t, event(eventDate));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Event date cannot be in the past",
        errors: { eventDate: "Event date cannot be in the past" },
      });
    }
    expect(await t.db.select().from(notices)).toHaveLength(0);
    expect(t.mail.sent).toHaveLength(0);
  });

  it("takes an event on today's London date", async () => {
    const res = await postNoticeForm(t, event("2026-06-02"));
    expect(res.statusCode).toBe(201);
    expect(res.json().eventDate).toBe("2026-06-02T00:00:00.000Z");
  });

  it("reads a time sent without an offset as London's clock time, in summer and in winter", async () => {
    const summer = await postNoticeForm(t, event("2026-07-18T19:30"));
    expect(summer.statusCode).toBe(201);
    expect(summer.json().eventDate).toBe("2026-07-18T18:30:00.000Z");
    const winter = await postNoticeForm(t, event("2026-12-05 19:30:00"));
    expect(winter.json().eventDate).toBe("2026-12-05T19:30:00.000Z");
    const offset = await postNoticeForm(t, event("2026-07-18T19:30:00+02:00"));
    expect(offset.json().eventDate).toBe("2026-07-18T17:30:00.000Z");
  });

  it("refuses a price with more than two decimals and keeps one with two", async () => {
    const refused = await postNoticeForm(t, validFields({ price: "12.999" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ price: "Price must have at most 2 decimal places" });
    const kept = await postNoticeForm(t, validFields({ price: "12.99" }));
    expect(kept.json().price).toBe(12.99);
  });
});
