import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, noticeEdits, notices } from "../db/schema";
import { smallPng } from "../test/test-images";
import { multipartBody, validFields } from "../test/notice-posting-requests";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { manage, postLiveNotice } from "../test/manage-requests";
import type { QueueNoticeItem, QueuePage } from "../../common/queue-schemas";

/**
 * Issue 20, item 12: a poster's edit of a live notice waits beside it. The approved version stays public until the
 * moderator approves the edit (applied) or rejects it (dropped, the live notice untouched).
 */
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
  t.clock.set("2026-06-01T10:00:00Z");
  admin = await loginAsAdmin(t);
});

const NEW_TITLE = "Raleigh hybrid bike, now with lights";
const row = async (id: number) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0];
const edit = (token: string, overrides: Record<string, string>) =>
  manage(t, "PATCH", token, "", validFields({ contactEmail: "ignored@example.org", ...overrides }));
const publicNotice = (id: number) => t.app.inject({ method: "GET", url: `/api/notices/${id}` });
const adminCall = (method: "GET" | "PATCH", url: string) =>
  t.app.inject({ method, url, headers: admin.headers });
async function queueCard(id: number): Promise<QueueNoticeItem | undefined> {
  const page = (await adminCall("GET", "/api/admin/queue")).json<QueuePage>();
  return page.items.find((i): i is QueueNoticeItem => i.kind === "notice" && i.notice.id === id);
}

describe("a poster's edit of a live notice", () => {
  it("keeps the approved version public while the edit waits, and the manage page says an edit is awaiting review", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    const res = await edit(manageToken, { title: NEW_TITLE, price: "70" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: "live",
      title: "Raleigh hybrid bike, 21 gears",
      price: 85,
      pendingEdit: { title: NEW_TITLE, price: 70 },
    });
    const page = await publicNotice(id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      title: "Raleigh hybrid bike, 21 gears",
      price: 85,
      status: "active",
    });
    expect((await row(id)).status).toBe("active");
    expect((await manage(t, "GET", manageToken)).json().pendingEdit).toMatchObject({ title: NEW_TITLE });
  });

  it("is in the review queue as an edit, with what changed (old → new) and no stale New poster label", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    await edit(manageToken, { title: NEW_TITLE, price: "70" });
    const card = await queueCard(id);
    expect(card).toMatchObject({ reason: "edited", notice: { title: "Raleigh hybrid bike, 21 gears" } });
    expect(card!.edit!.changes).toEqual([
      { field: "title", label: "Title", from: "Raleigh hybrid bike, 21 gears", to: NEW_TITLE },
      { field: "price", label: "Price", from: "£85.00", to: "£70.00" },
    ]);
    expect(card!.signals.map((s) => s.kind)).not.toContain("new_poster");
    expect((await adminCall("GET", "/api/admin/queue")).json<QueuePage>().total).toBe(1);
  });

  it("approval applies the edit: the public notice changes and the edit is gone from the queue", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    await edit(manageToken, { title: NEW_TITLE });
    const res = await adminCall("PATCH", `/api/admin/notices/${id}/edit/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: NEW_TITLE, status: "active" });
    expect((await publicNotice(id)).json().title).toBe(NEW_TITLE);
    expect(await t.db.select().from(noticeEdits)).toEqual([]);
    expect(await queueCard(id)).toBeUndefined();
    expect((await manage(t, "GET", manageToken)).json()).toMatchObject({
      pendingEdit: null,
      title: NEW_TITLE,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "edit_approve"));
    expect(audit.targetId).toBe(id);
  });

  it("rejection discards the edit and its new image; the live notice stays as it was", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    const fields = validFields({ contactEmail: "x@example.org", title: NEW_TITLE });
    const withImage = await multipartBody(fields, { bytes: await smallPng(), type: "image/png" });
    const res = await t.app.inject({ method: "PATCH", url: `/api/manage/${manageToken}`, ...withImage });
    expect(res.statusCode).toBe(200);
    expect((await row(id)).imageUrl).toBeNull();
    const [waiting] = await t.db.select().from(noticeEdits);
    const file = path.join(t.app.ctx.uploadsDir, path.basename(waiting.imageUrl!));
    expect(fs.existsSync(file)).toBe(true);

    const rejected = await adminCall("PATCH", `/api/admin/notices/${id}/edit/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ title: "Raleigh hybrid bike, 21 gears", status: "active" });
    expect(fs.existsSync(file)).toBe(false);
    expect(await t.db.select().from(noticeEdits)).toEqual([]);
    expect((await publicNotice(id)).json().title).toBe("Raleigh hybrid bike, 21 gears");
    expect((await adminCall("PATCH", `/api/admin/notices/${id}/edit/reject`)).statusCode).toBe(409);
  });

  it("a second edit replaces the first; an edit back to the live words drops it and applies at once", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    await edit(manageToken, { title: NEW_TITLE });
    await edit(manageToken, { title: "Raleigh hybrid bike, lights and bell" });
    const edits = await t.db.select().from(noticeEdits);
    expect(edits.map((e) => e.title)).toEqual(["Raleigh hybrid bike, lights and bell"]);
    const back = await edit(manageToken, { price: "60" });
    expect(back.json()).toMatchObject({ state: "live", price: 60, pendingEdit: null });
    expect(await t.db.select().from(noticeEdits)).toEqual([]);
    expect((await publicNotice(id)).json().price).toBe(60);
  });

  it("a notice deleted while an edit waits takes the edit's image file with it", async () => {
    const { id, manageToken } = await postLiveNotice(t);
    const fields = validFields({ contactEmail: "x@example.org" });
    const withImage = await multipartBody(fields, { bytes: await smallPng(), type: "image/png" });
    await t.app.inject({ method: "PATCH", url: `/api/manage/${manageToken}`, ...withImage });
    const [waiting] = await t.db.select().from(noticeEdits);
    const file = path.join(t.app.ctx.uploadsDir, path.basename(waiting.imageUrl!));
    expect(fs.existsSync(file)).toBe(true);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/notices/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
  });
});
