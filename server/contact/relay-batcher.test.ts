import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { conversationMessages, conversations } from "../db/schema";
import { insertNotice } from "../test/factories";
import { useTestApp } from "../test/test-app";
import { RelayBatcher } from "./relay-batcher";

const t = useTestApp();

const POSTER = "one.poster@example.org";

/** A conversation a visitor started about a notice of POSTER's; answers its id. */
async function conversationAbout(title: string, visitor: string): Promise<number> {
  const notice = await insertNotice(t.db, { title, contactEmail: POSTER, expiresAt: null });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: "203.0.113.95",
    payload: {
      noticeId: notice.id,
      name: "Cerys Lloyd",
      email: visitor,
      message: "Is this still available?",
    },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(conversations).where(eq(conversations.noticeId, notice.id));
  return row.id;
}

describe("the inbound listener's batches", () => {
  it("stores replies arriving together in one batch: each answered for its own conversation, an ended one refused, the same text to several conversations counted within the batch", async () => {
    const a = await conversationAbout("Oak wardrobe", "cerys@example.net");
    const b = await conversationAbout("Pine dresser", "huw@example.net");
    const ended = await conversationAbout("Walnut desk", "alys@example.net");
    await t.db.update(conversations).set({ endedAt: t.clock.now() }).where(eq(conversations.id, ended));
    await t.deliverMail();
    t.mail.clear();

    const batcher = new RelayBatcher(t.app.ctx);
    const body = "Yes it is, you can collect it on Saturday morning.";
    const answers = await Promise.all([
      batcher.relay({ recipient: { conversationId: b, side: "poster" }, body }),
      batcher.relay({ recipient: { conversationId: ended, side: "poster" }, body }),
      batcher.relay({ recipient: { conversationId: a, side: "poster" }, body }),
    ]);
    await batcher.idle();
    expect(answers).toEqual([true, false, true]);

    const stored = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.side, "poster"))
      .orderBy(asc(conversationMessages.id));
    expect(stored.map((m) => m.conversationId)).toEqual([a, b]);
    // Stored in conversation order; the second saw the first, not yet committed, as the same text elsewhere.
    expect(stored[0].reasons).not.toContain("The same text went to 2 posters");
    expect(stored[1].reasons).toContain("The same text went to 2 posters");
    const [{ lastMessageAt }] = await t.db.select().from(conversations).where(eq(conversations.id, a));
    expect(lastMessageAt.toISOString()).toBe(t.clock.now().toISOString());

    await t.deliverMail();
    expect(t.mail.to("cerys@example.net").map((m) => m.text.includes(body))).toEqual([true]);
    expect(t.mail.to("huw@example.net").map((m) => m.text.includes(body))).toEqual([true]);
    expect(t.mail.to("alys@example.net")).toEqual([]);
  });
});
