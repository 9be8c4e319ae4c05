import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertNotice } from "../test/factories";
import { noticeSignals } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { postNoticeForm, validFields } from "../test/notice-posting-requests";
import { blockedWordMessage } from "./signals-service";

let t: TestApp;
let admin: AdminHeaders;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  admin = await loginAsAdmin(t);
});

async function post(fields: Record<string, string>, remoteAddress?: string) {
  const res = await postNoticeForm(t, validFields(fields), { remoteAddress });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db.select().from(noticeSignals).where(eq(noticeSignals.noticeId, res.json().id));
  return (row.signals as { kind: string; label: string; noticeId?: number }[]).map((s) =>
    s.kind === "near_duplicate" ? s : s.kind,
  );
}
const addWord = (word: string, kind: "block" | "flag") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/watch-words",
    headers: admin.headers,
    payload: { word, kind },
  });

describe("signals at posting", () => {
  it("finds none on a clean notice from a known poster", async () => {
    await insertNotice(t.db, { contactEmail: "known@example.org", createdAt: new Date("2026-01-01") });
    expect(await post({ contactEmail: "known@example.org" })).toEqual([]);
  });

  it("links a near-duplicate from the last 30 days", async () => {
    const original = await insertNotice(t.db, {
      title: "Raleigh hybrid bike, 21 gears",
      description: "Adult hybrid bike in good working order, new brake pads fitted last month.",
    });
    const signals = await post({ title: "Raleigh hybrid bike 21 gears!" });
    expect(signals).toContainEqual({
      kind: "near_duplicate",
      label: `Like "Raleigh hybrid bike, 21 gears"`,
      noticeId: original.id,
    });
  });

  it("marks a new poster, busy senders, links, contact details, capitals and flagged words", async () => {
    await addWord("bitcoin", "flag");
    for (let i = 0; i < 3; i += 1)
      await post({ contactEmail: "busy@example.org", title: `Garden tools lot ${i}` }, "198.51.100.7");
    const signals = await post(
      {
        contactEmail: "busy@example.org",
        title: "CHEAP BITCOIN MINING RIGS FOR SALE NOW",
        description: "CALL 07700 900123 OR SEE https://a.example https://b.example https://c.example TODAY",
      },
      "198.51.100.7",
    );
    expect(signals).toEqual(
      expect.arrayContaining([
        "busy_email",
        "busy_address",
        "links",
        "contact_in_text",
        "watch_word",
        "capitals",
      ]),
    );
    const first = await post({
      contactEmail: "brand-new@example.org",
      title: "Bread maker, hardly used",
      description: "Panasonic bread maker with its recipe book, used twice, collection from Wem.",
    });
    expect(first).toEqual(["new_poster"]);
  });

  it("marks a price far outside its category's range", async () => {
    for (const price of [80, 90, 100, 110, 120])
      await insertNotice(t.db, { category: "items_for_sale", price });
    await insertNotice(t.db, { contactEmail: "poster@example.org", createdAt: new Date("2026-01-01") });
    expect(await post({ price: "9500", title: "Rare vintage road bike" })).toEqual(["price_outlier"]);
  });
});

describe("block words", () => {
  it("refuses a notice with a block word, on its field, and logs watch-list changes", async () => {
    const added = await addWord("Replica", "block");
    expect(added.statusCode).toBe(201);
    const res = await postNoticeForm(
      t,
      validFields({ description: "Replica designer watches, boxed, many colours." }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ description: blockedWordMessage("replica") });
    expect(
      (await postNoticeForm(t, validFields({ description: "Replicate this lovely garden plan, cheap." })))
        .statusCode,
    ).toBe(201);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/watch-words/${added.json().id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/watch-words", headers: admin.headers });
    expect(list.json()).toEqual([]);
  });
});
