import fs from "node:fs";
import { MAIL_HOLD_MS } from "../moderation/undo-service";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { insertComment } from "../test/factories";
import { comments, manageTokens, notices } from "../db/schema";
import { smallPng } from "../test/test-images";
import { multipartBody, validFields } from "../test/notice-posting-requests";
import { createTestApp, type TestApp } from "../test/test-app";
import { manage, postLiveNotice, postNotice } from "../test/manage-requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set("2026-06-01T10:00:00Z");
});

const row = async (id: number) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0];
const edit = (token: string, overrides: Record<string, string>) =>
  manage(t, "PATCH", token, "", validFields({ contactEmail: "ignored@example.org", ...overrides }));

describe("GET /api/manage/{token}", () => {
  it("shows the notice with the poster's address, where it stands and what can be done; changes nothing", async () => {
    const { id, manageToken, email } = await postNotice(t);
    const before = await row(id);
    const res = await manage(t, "GET", manageToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.json()).toMatchObject({
      id,
      contactEmail: email,
      state: "awaiting_confirmation",
      outcome: null,
      rejectionReason: null,
      actions: { edit: true, renew: false, close: false, reopen: false, delete: true },
    });
    for (let i = 0; i < 3; i++) await manage(t, "GET", manageToken);
    expect(await row(id)).toEqual(before);
  });

  it("says live until its expiry once approved, with close allowed", async () => {
    const { manageToken } = await postLiveNotice(t);
    const body = (await manage(t, "GET", manageToken)).json();
    expect(body.state).toBe("live");
    const approvedAt = t.clock.now().getTime() - MAIL_HOLD_MS; // postLiveNotice waited out the undo window
    expect(body.expiresAt).toBe(new Date(approvedAt + 30 * DAY).toISOString());
    expect(body.actions).toEqual({ edit: true, renew: false, close: true, reopen: false, delete: true });
  });

  it("answers 404 for an unknown link", async () => {
    const res = await manage(t, "GET", "A".repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not valid/);
  });

  it("answers 410 once the link has lapsed, 30 days after the notice ended", async () => {
    const { manageToken } = await postLiveNotice(t);
    t.clock.advance(30 * DAY + 29 * DAY);
    expect((await manage(t, "GET", manageToken)).json().state).toBe("expired");
    t.clock.advance(DAY);
    const res = await manage(t, "GET", manageToken);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: "This manage link has expired" });
  });
});

describe("PATCH /api/manage/{token}", () => {
  it("applies a price, place or venue change to a live notice at once", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    const res = await edit(manageToken, { price: "70", location: "ludlow" });
    expect(res.json()).toMatchObject({ state: "live", price: 70, location: "ludlow" });
    const page = await t.app.inject({ method: "GET", url: `/api/notices/${id}` });
    expect(page.json()).toMatchObject({ price: 70, location: "ludlow" });
  });

  it("checks the fields with the post form's messages", async () => {
    const { manageToken } = await postLiveNotice(t);
    const res = await edit(manageToken, { title: "Bike", price: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: "Title must be at least 5 characters",
      price: "Price is required for items for sale",
    });
  });

  it("replaces and removes the image of a notice not yet live, deleting the old files", async () => {
    const { id, manageToken } = await postNotice(t);
    const fields = validFields({ contactEmail: "x@example.org" });
    const withImage = await multipartBody(fields, { bytes: await smallPng(), type: "image/png" });
    const res = await t.app.inject({ method: "PATCH", url: `/api/manage/${manageToken}`, ...withImage });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe("awaiting_confirmation");
    const imageUrl = (await row(id)).imageUrl!;
    const file = path.join(t.app.ctx.uploadsDir, path.basename(imageUrl));
    expect(fs.existsSync(file)).toBe(true);
    const removed = await edit(manageToken, { removeImage: "true" });
    expect(removed.json().imageUrl).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it("resubmits a rejected notice, clearing the reason", async () => {
    const { id, manageToken } = await postNotice(t);
    await t.db
      .update(notices)
      .set({ status: "rejected", rejectionReason: "missing_details" })
      .where(eq(notices.id, id));
    const res = await edit(manageToken, {
      description: "Adult hybrid bike, 21 gears, collection from Wellington.",
    });
    expect(res.json()).toMatchObject({ state: "awaiting_confirmation", rejectionReason: null });
    expect((await row(id)).status).toBe("pending");
  });

  it("refuses to edit a closed notice with 409", async () => {
    const { manageToken } = await postLiveNotice(t);
    await manage(t, "POST", manageToken, "/close", { outcome: "sold" });
    expect((await edit(manageToken, { price: "10" })).statusCode).toBe(409);
  });
});

describe("POST /api/manage/{token}/close", () => {
  it("takes the notice off the board at once; its page says Sold for 14 days, then 404", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    const res = await manage(t, "POST", manageToken, "/close", { outcome: "sold" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: "closed",
      outcome: "sold",
      actions: { close: false, renew: false },
    });
    const list = await t.app.inject({ method: "GET", url: "/api/notices" });
    expect(list.json().data).toEqual([]);
    const page = await t.app.inject({ method: "GET", url: `/api/notices/${id}` });
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({
      message: "This notice is closed",
      title: expect.any(String),
      outcome: "sold",
    });
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Jo", email: "jo@example.org", message: "Is it still for sale?", noticeId: id },
    });
    expect(contact.statusCode).toBe(404);
    t.clock.advance(14 * DAY);
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(404);
  });

  it("can be reopened for 24 hours: the notice is back on the board as it was, then 409", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    const closed = (await manage(t, "POST", manageToken, "/close", { outcome: "sold" })).json();
    expect(closed.actions.reopen).toBe(true);
    const reopened = await manage(t, "POST", manageToken, "/reopen");
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ state: "live", outcome: null, closedAt: null });
    expect(reopened.json().actions).toMatchObject({ close: true, reopen: false });
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(200);

    await manage(t, "POST", manageToken, "/close", { outcome: "sold" });
    t.clock.advance(DAY);
    expect((await manage(t, "GET", manageToken)).json().actions.reopen).toBe(false);
    const late = await manage(t, "POST", manageToken, "/reopen");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This notice can no longer be reopened");
  });

  it("accepts only the category's outcome: found, sold, filled, else done; others 400, a second close 409", async () => {
    const fits = { lost_and_found: "found", items_for_sale: "sold", jobs: "filled", events: "done" };
    for (const [category, outcome] of Object.entries(fits)) {
      const extra: Record<string, string> =
        category === "events" ? { eventDate: "2026-07-04", eventVenue: "Quarry Park" } : {};
      const price = category === "items_for_sale" ? "85" : "";
      const { manageToken } = await postLiveNotice(t, { category, price, ...extra });
      for (const other of ["sold", "found", "filled", "done"].filter((o) => o !== outcome)) {
        const refused = await manage(t, "POST", manageToken, "/close", { outcome: other });
        expect(refused.statusCode, `${category} closed as ${other}`).toBe(400);
        expect(refused.json().errors.outcome).toMatch(/^This notice can only be marked as /);
      }
      expect((await manage(t, "POST", manageToken, "/close", { outcome })).json().outcome).toBe(outcome);
      expect((await manage(t, "POST", manageToken, "/close", { outcome })).statusCode).toBe(409);
    }
    const { manageToken } = await postLiveNotice(t);
    expect((await manage(t, "POST", manageToken, "/close", { outcome: "lost" })).statusCode).toBe(400);
  });

  it("refuses to close a notice that is not live yet (409)", async () => {
    const { manageToken } = await postNotice(t);
    expect((await manage(t, "POST", manageToken, "/close", { outcome: "sold" })).statusCode).toBe(409);
  });
});

describe("DELETE /api/manage/{token}", () => {
  it("deletes the notice, its comments and image files, and the link stops working", async () => {
    const image = { bytes: await smallPng(), type: "image/png" };
    const { id, manageToken } = await postLiveNotice(t, { category: "discussion", price: "" }, image);
    await insertComment(t.db, id);
    const imageUrl = (await row(id)).imageUrl!;
    const file = path.join(t.app.ctx.uploadsDir, path.basename(imageUrl));
    expect(fs.existsSync(file)).toBe(true);
    expect((await manage(t, "DELETE", manageToken)).statusCode).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect(await t.db.select().from(comments)).toEqual([]);
    expect(await t.db.select().from(manageTokens)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect((await manage(t, "GET", manageToken)).statusCode).toBe(404);
  });
});
