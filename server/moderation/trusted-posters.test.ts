import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DAY } from "../clock";
import { auditLog, notices, posterOutcomes } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { adminCall, postAndConfirm } from "../test/confirmed-notices";
import { postNoticeForm, validFields, verificationLinkIn } from "../test/notice-posting-requests";
import { isTrustedPoster } from "./trust-service";

let t: TestApp;
let call: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set("2026-06-01T10:00:00Z");
  await t.reset();
  call = adminCall(t, await loginAsAdmin(t));
});

const BAKER = "baker@example.org";
const BAKES = [
  ["Sourdough loaves every Saturday", "Proper slow sourdough from our kitchen in Clun, ready from eight."],
  ["Hot cross buns for Easter", "Spiced buns with plenty of fruit, order by Thursday for collection."],
  ["Wedding cakes made to order", "Three tiers, fruit or sponge, tastings at the shop by appointment."],
  ["Gluten free bread now stocked", "We have added a seeded gluten free loaf baked on separate trays."],
  ["Birthday cupcakes, boxes of six", "Vanilla or chocolate with buttercream, decorated to your theme."],
  ["Stollen and mince pies in December", "Marzipan stollen and deep-filled mince pies from the first week."],
];
let bake = 0;
const nextBake = (overrides: Record<string, string> = {}) => {
  const [title, description] = BAKES[bake++ % BAKES.length];
  return { contactEmail: BAKER, category: "local_businesses", price: "", title, description, ...overrides };
};
const statusOf = async (id: number) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0];
const queueTotal = async () => (await call("GET", "/api/admin/queue")).json().total as number;

/** More than an hour on (three posts in an hour is a burst); the moderator signs in again. */
async function later() {
  t.clock.advance(61 * 60_000);
  call = adminCall(t, await loginAsAdmin(t));
}

/** Three of the baker's notices, confirmed and approved by a moderator: the baker is then trusted. */
async function earnTrust() {
  bake = 0;
  for (let i = 0; i < 3; i += 1) {
    const id = await postAndConfirm(t, nextBake());
    expect((await statusOf(id)).status).toBe("pending");
    expect((await call("PATCH", `/api/admin/notices/${id}/approve`)).statusCode).toBe(200);
    // A day between posts (no burst); the moderator signs in again after the idle timeout.
    t.clock.advance(DAY);
    call = adminCall(t, await loginAsAdmin(t));
  }
}

describe("trusted posters", () => {
  it("are earned by three approved notices: the fourth goes live at once, approved by the system and audited", async () => {
    await earnTrust();
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(true);
    const id = await postAndConfirm(t, nextBake());
    const notice = await statusOf(id);
    expect(notice.status).toBe("active");
    expect(notice.approvedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await queueTotal()).toBe(0);
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(200);
    const [row] = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).filter(
      (r) => r.action === "approve",
    );
    expect(row).toMatchObject({ adminId: null, adminUsername: null });
    expect(row.details).toMatchObject({ automatic: true, before: { status: "pending" } });
    const list = (await call("GET", "/api/admin/queue/went-live")).json();
    expect(list.items.map((i: { notice: { id: number } }) => i.notice.id)).toEqual([id]);
  });

  it("keep the address only as a keyed hash", async () => {
    await earnTrust();
    const rows = await t.db.select().from(posterOutcomes);
    expect(rows).toHaveLength(3);
    const plain = crypto.createHash("sha256").update(BAKER).digest("hex");
    for (const r of rows) {
      expect(r.posterHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.posterHash).not.toBe(plain);
      expect(JSON.stringify(r)).not.toContain("baker");
    }
  });

  it("are not earned with two approvals, nor by a new address", async () => {
    bake = 0;
    for (let i = 0; i < 2; i += 1) {
      const id = await postAndConfirm(t, nextBake());
      await call("PATCH", `/api/admin/notices/${id}/approve`);
    }
    expect((await statusOf(await postAndConfirm(t, nextBake()))).status).toBe("pending");
    expect(
      (await statusOf(await postAndConfirm(t, nextBake({ contactEmail: "new@example.org" })))).status,
    ).toBe("pending");
  });

  it("go to the queue as today when any signal fires (a link, contact details, a watch word)", async () => {
    await earnTrust();
    await call("POST", "/api/admin/watch-words", { word: "raffle", kind: "flag" });
    const withLink = await postAndConfirm(
      t,
      nextBake({ description: "Our menu is at https://baker.example/menu" }),
    );
    await later();
    const withPhone = await postAndConfirm(
      t,
      nextBake({ description: "Ring 01588 640123 to order a cake." }),
    );
    await later();
    const flagged = await postAndConfirm(t, nextBake({ description: "Win a hamper in our Easter raffle." }));
    for (const id of [withLink, withPhone, flagged]) expect((await statusOf(id)).status).toBe("pending");
    expect(await queueTotal()).toBe(3);
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(true);
  });

  it("held for a burst: the queue card says why in words, the spam score's reason included", async () => {
    await earnTrust();
    // Three posted within the hour, then confirmed: a burst from one e-mail, below the spam lane's threshold.
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await postNoticeForm(t, validFields(nextBake()))).json<{ id: number }>().id);
    await t.deliverMail();
    const links = t.mail
      .to(BAKER)
      .filter((m) => m.text.includes("/verify/"))
      .slice(-3);
    for (const mail of links) {
      const token = verificationLinkIn(mail.text).split("/verify/")[1];
      await t.app.inject({ method: "POST", url: "/api/notices/verify", payload: { token } });
    }
    expect((await statusOf(ids[0])).status).toBe("pending");
    const item = (await call("GET", "/api/admin/queue"))
      .json()
      .items.find((i: { notice: { id: number } }) => i.notice.id === ids[0]);
    expect(item.signals.map((s: { label: string }) => s.label)).toContainEqual(
      expect.stringMatching(/^Spam score: \d notices from this e-mail in an hour \(\+3\)$/),
    );
  });

  it("end with a rejection, and come back after 180 days", async () => {
    await earnTrust();
    const linked = await postAndConfirm(
      t,
      nextBake({ description: "See https://baker.example for prices." }),
    );
    expect((await call("PATCH", `/api/admin/notices/${linked}/reject`, { reason: "other" })).statusCode).toBe(
      200,
    );
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(false);
    expect((await statusOf(await postAndConfirm(t, nextBake()))).status).toBe("pending");
    t.clock.advance(181 * DAY);
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(true);
  });

  it("end when a notice is removed from the went-live list, and undo puts both back", async () => {
    await earnTrust();
    const id = await postAndConfirm(t, nextBake());
    t.clock.advance(60_000);
    const removed = await call("POST", `/api/admin/notices/${id}/remove-live`, { reason: "prohibited" });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().status).toBe("rejected");
    expect((await statusOf(id)).rejectionReason).toBe("prohibited");
    expect((await t.app.inject({ method: "GET", url: `/api/notices/${id}` })).statusCode).toBe(404);
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(false);
    t.clock.advance(5_000);
    const undone = await call("POST", `/api/admin/notices/${id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().status).toBe("active");
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(true);
    // The poster's mail was held through the undo window and dropped.
    t.clock.advance(60_000);
    await t.deliverMail();
    expect(t.mail.to(BAKER).filter((m) => m.subject.startsWith("Your notice was not published"))).toEqual([]);
  });

  it("removing is only for live notices", async () => {
    await earnTrust();
    const pending = await postAndConfirm(
      t,
      nextBake({ description: "Order at https://baker.example today." }),
    );
    expect((await call("POST", `/api/admin/notices/${pending}/remove-live`)).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/notices/99999/remove-live")).statusCode).toBe(404);
  });

  it("end when a live notice is removed after reports", async () => {
    await earnTrust();
    const id = await postAndConfirm(t, nextBake());
    for (let i = 0; i < 3; i += 1)
      await t.app.inject({
        method: "POST",
        url: `/api/notices/${id}/report`,
        remoteAddress: `203.0.113.${50 + i}`,
        payload: { reason: "scam", details: "Not a real shop" },
      });
    expect((await call("PATCH", `/api/admin/notices/${id}/reports`, { decision: "remove" })).statusCode).toBe(
      200,
    );
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(false);
  });

  it("can be turned off and the threshold set by an admin, audited", async () => {
    expect((await call("GET", "/api/admin/settings/trust")).json()).toEqual({ enabled: true, threshold: 3 });
    await earnTrust();
    const off = await call("PUT", "/api/admin/settings/trust", { enabled: false, threshold: 3 });
    expect(off.statusCode).toBe(200);
    expect((await statusOf(await postAndConfirm(t, nextBake()))).status).toBe("pending");
    await call("PUT", "/api/admin/settings/trust", { enabled: true, threshold: 5 });
    expect(await isTrustedPoster(t.db, BAKER, t.clock.now())).toBe(false);
    const bad = await call("PUT", "/api/admin/settings/trust", { enabled: true, threshold: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ threshold: "The threshold must be at least 1" });
    const changes = (await t.db.select().from(auditLog)).filter((r) => r.action === "trust_settings_change");
    expect(changes.map((r) => r.details)).toEqual([
      { from: { enabled: true, threshold: 3 }, to: { enabled: false, threshold: 3 } },
      { from: { enabled: false, threshold: 3 }, to: { enabled: true, threshold: 5 } },
    ]);
    expect(changes[0].adminUsername).toBe("moderator");
  });

  it("the settings and lanes are behind the admin sign-in", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/settings/trust"],
      ["GET", "/api/admin/queue/went-live"],
      ["GET", "/api/admin/queue/spam"],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});
