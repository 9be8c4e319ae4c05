import { describe, expect, it } from "vitest";
import { DAY, MINUTE } from "../clock";
import { conversationLinks, conversationMessages, conversations } from "../db/schema";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";
import { createDeleteOldMessagesJob } from "./delete-old-messages-job";

const t = useTestApp();

const VISITOR = "owen.pryce@example.net";
const POSTER = "kept.private@example.org";
const pageTokenIn = (text: string) => /\/conversation\/([A-Za-z0-9_-]{43})/.exec(text)![1];

/** A conversation about a live notice: the visitor's first message, and the poster's page link from its mail. */
async function startConversation() {
  const notice = await insertNotice(t.db, { title: "Garden bench", contactEmail: POSTER, expiresAt: null });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: "203.0.113.90",
    payload: { noticeId: notice.id, name: "Owen Pryce", email: VISITOR, message: "Is the bench still free?" },
  });
  expect(res.statusCode).toBe(201);
  await t.deliverMail();
  return { posterToken: pageTokenIn(t.mail.to(POSTER)[0].text) };
}

const counts = async () => ({
  conversations: (await t.db.select().from(conversations)).length,
  messages: (await t.db.select().from(conversationMessages)).length,
  links: (await t.db.select().from(conversationLinks)).length,
});

const runJob = () => t.db.transaction((tx) => createDeleteOldMessagesJob(t.app.ctx).run(tx));

describe("conversations are kept no longer than the privacy page says", () => {
  it("are deleted with their messages and links 90 days after the last message, not the first", async () => {
    t.clock.set("2026-06-01T10:00:00Z");
    const { posterToken } = await startConversation();
    t.clock.advance(60 * DAY);
    const reply = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${posterToken}/messages`,
      payload: { body: "Yes, come on Saturday morning." },
    });
    expect(reply.statusCode).toBe(202);
    const kept = await counts();
    expect(kept).toMatchObject({ conversations: 1, messages: 2 });

    // 91 days after the first message, 31 after the last: kept.
    t.clock.advance(31 * DAY);
    await runJob();
    expect(await counts()).toEqual(kept);

    // 90 days after the last message: gone, messages and links with it.
    t.clock.advance(59 * DAY + MINUTE);
    await runJob();
    expect(await counts()).toEqual({ conversations: 0, messages: 0, links: 0 });
    t.clock.set("2026-06-01T10:00:00Z");
  });

  it("Delete my data from the poster deletes the conversations about their notices, both sides' messages", async () => {
    await startConversation();
    expect((await counts()).messages).toBe(1);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/my-data",
      payload: { email: POSTER },
      remoteAddress: "203.0.113.91",
    });
    expect(asked.statusCode).toBe(202);
    await t.deliverMail();
    const token = /\/my-data\/([A-Za-z0-9_-]+)/.exec(t.mail.to(POSTER).at(-1)!.text)![1];
    expect((await t.app.inject({ method: "DELETE", url: `/api/my-data/${token}` })).statusCode).toBe(200);
    expect(await counts()).toEqual({ conversations: 0, messages: 0, links: 0 });
  });

  it("Delete my data from the visitor deletes the conversations they started", async () => {
    await startConversation();
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/my-data",
      payload: { email: VISITOR },
      remoteAddress: "203.0.113.92",
    });
    expect(asked.statusCode).toBe(202);
    await t.deliverMail();
    const token = /\/my-data\/([A-Za-z0-9_-]+)/.exec(t.mail.to(VISITOR).at(-1)!.text)![1];
    expect((await t.app.inject({ method: "DELETE", url: `/api/my-data/${token}` })).statusCode).toBe(200);
    expect(await counts()).toEqual({ conversations: 0, messages: 0, links: 0 });
  });
});
