import { describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { insertNotice } from "../test/factories";
import { screenDecisions } from "../db/schema";
import { useTestApp } from "../test/test-app";
import { loginWithRole } from "../test/admin-session";
import { createDeleteOldMessagesJob } from "./delete-old-messages-job";
import type { MessagesLane } from "../../common/conversation-schemas";

const t = useTestApp();

const VISITOR = "jess.morgan@example.net";
const POSTER = "poster.lane@example.org";
const SCAM =
  "I will pay by PayPal now and my courier will collect it. WhatsApp me on 07700 900123 or email buyer@example.com.";

async function heldConversation(message = SCAM) {
  const notice = await insertNotice(t.db, { title: "Bosch lawnmower", contactEmail: POSTER });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: "203.0.113.80",
    payload: { noticeId: notice.id, name: "Jess Morgan", email: VISITOR, message },
  });
  expect(res.statusCode).toBe(201);
  return notice;
}

async function lane(headers: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/queue/messages", headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json<MessagesLane>();
}

const decisions = () => t.db.select().from(screenDecisions);

describe("the review queue's Messages lane", () => {
  it("lists a held message for a moderator with its notice, side, text, reasons and time; released, it is delivered and taught to the screen as genuine", async () => {
    const moderator = await loginWithRole(t, "moderator");
    const notice = await heldConversation();
    await t.deliverMail();
    expect(t.mail.to(POSTER)).toEqual([]);

    const held = await lane(moderator.headers);
    expect(held.total).toBe(1);
    const [item] = held.items;
    expect(item).toMatchObject({
      noticeId: notice.id,
      noticeTitle: "Bosch lawnmower",
      side: "visitor",
      body: SCAM,
      heldAt: t.clock.now().toISOString(),
    });
    expect(item.reasons.length).toBeGreaterThan(0);
    expect(item.reasons.join(" ")).toMatch(/PayPal|courier|WhatsApp/i);

    const released = await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${item.conversationId}/messages/${item.messageId}/release`,
      headers: moderator.headers,
    });
    expect(released.statusCode).toBe(200);
    expect(await lane(moderator.headers)).toEqual({ total: 0, items: [] });
    await t.deliverMail();
    expect(t.mail.to(POSTER)[0].text).toContain("my courier will collect it");

    expect(await decisions()).toMatchObject([
      { noticeId: null, text: SCAM, label: "ham", source: "message_released" },
    ]);
  });

  it("blocking the sender drops the held message and teaches the screen it was a scam", async () => {
    const moderator = await loginWithRole(t, "moderator");
    await heldConversation();
    const [item] = (await lane(moderator.headers)).items;
    const blocked = await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${item.conversationId}/block`,
      headers: moderator.headers,
      payload: { side: item.side },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ state: "blocked", blockedSide: "visitor" });
    expect((await lane(moderator.headers)).total).toBe(0);
    await t.deliverMail();
    expect(t.mail.to(POSTER)).toEqual([]);
    expect(await decisions()).toMatchObject([
      { noticeId: null, text: SCAM, label: "spam", source: "message_blocked" },
    ]);
  });

  it("is for the moderation team: 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/queue/messages" })).statusCode).toBe(401);
  });

  it("keeps what the screen learned from a message no longer than the message: 90 days", async () => {
    const moderator = await loginWithRole(t, "moderator");
    await heldConversation();
    const [item] = (await lane(moderator.headers)).items;
    await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${item.conversationId}/messages/${item.messageId}/release`,
      headers: moderator.headers,
    });
    const job = createDeleteOldMessagesJob(t.app.ctx);
    t.clock.set(new Date(t.clock.now().getTime() + 89 * DAY));
    await t.db.transaction((tx) => job.run(tx));
    expect(await decisions()).toHaveLength(1);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * DAY));
    await t.db.transaction((tx) => job.run(tx));
    expect(await decisions()).toEqual([]);
    t.clock.set("2026-06-01T10:00:00Z");
  });

  it("forgets what the screen learned from a conversation's messages when a side uses Delete my data", async () => {
    const moderator = await loginWithRole(t, "moderator");
    await heldConversation();
    const [item] = (await lane(moderator.headers)).items;
    await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${item.conversationId}/block`,
      headers: moderator.headers,
      payload: { side: "visitor" },
    });
    const other = "Is the mower still available for collection on Saturday morning?";
    await t.db.insert(screenDecisions).values({
      noticeId: null,
      text: other,
      label: "ham",
      source: "message_released",
      decidedAt: t.clock.now(),
    });
    expect(await decisions()).toHaveLength(2);
    t.mail.clear();
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/my-data",
      payload: { email: VISITOR },
      remoteAddress: "203.0.113.81",
    });
    expect(asked.statusCode).toBe(202);
    await t.deliverMail();
    const token = /\/my-data\/([A-Za-z0-9_-]+)/.exec(t.mail.to(VISITOR).at(-1)!.text)![1];
    expect((await t.app.inject({ method: "DELETE", url: `/api/my-data/${token}` })).statusCode).toBe(200);
    expect((await decisions()).map((d) => d.text)).toEqual([other]);
  });
});
