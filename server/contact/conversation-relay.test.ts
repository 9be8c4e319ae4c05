import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertNotice } from "../test/factories";
import { auditLog, notices } from "../db/schema";
import { createSmtpTransport } from "../mail/mail-transport";
import { createTestApp, type TestApp } from "../test/test-app";
import { LoopbackSmtp, type Received } from "../test/loopback-smtp";
import { freePort } from "../test/free-port";
import { loginWithRole, type AdminHeaders } from "../test/admin-session";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp";

const RELAY_DOMAIN = "reply.board.example";
const VISITOR = "megan.price@example.net";
const POSTER = "poster.private@example.org";

/** What leaves the board: a real SMTP server on loopback. */
const smtp = new LoopbackSmtp();
let t: TestApp;
let inbound: InboundSmtp;
let moderator: AdminHeaders;

beforeAll(async () => {
  await smtp.start();
  const port = await freePort();
  t = await createTestApp({
    config: {
      inboundSmtp: { port, host: "127.0.0.1", tlsCert: undefined, tlsKey: undefined },
      relayDomain: RELAY_DOMAIN,
    },
    mailTransport: createSmtpTransport(
      `smtp://127.0.0.1:${smtp.port}`,
      "Shropshire Noticeboard <noreply@board.example>",
    ),
  });
  inbound = await startInboundSmtp(t.app.ctx, { port, host: "127.0.0.1" });
});
afterAll(async () => {
  await inbound.close();
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.reset();
  smtp.received.length = 0;
  moderator = await loginWithRole(t, "moderator");
});

/** A mail program on loopback sending to the listener. */
function mailProgram() {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port: inbound.port,
    secure: false,
    ignoreTLS: true,
  });
}

async function sendByMail(
  from: string,
  to: string,
  content: { text?: string; html?: string; attachments?: { filename: string; content: string }[] },
) {
  const transport = mailProgram();
  try {
    return await transport.sendMail({ from, to, subject: "Re: your notice", ...content });
  } finally {
    transport.close();
  }
}

/** Sends what is queued and answers the mails that left since `since` (an index into smtp.received). */
async function delivered(since: number): Promise<{ raw: Received; parsed: ParsedMail }[]> {
  await t.deliverMail();
  return Promise.all(
    smtp.received.slice(since).map(async (raw) => ({ raw, parsed: await simpleParser(raw.raw) })),
  );
}

function onlyMailTo(mails: { raw: Received; parsed: ParsedMail }[], to: string) {
  const mine = mails.filter((m) => m.raw.to.includes(to));
  expect(mine, `mails to ${to}`).toHaveLength(1);
  return mine[0];
}

const pageTokenOf = (mail: ParsedMail) =>
  /http:\/\/localhost:3000\/conversation\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")![1];
const replyToOf = (mail: ParsedMail) => mail.replyTo!.value[0].address!;

const contact = (noticeId: number, message: string, email = VISITOR) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: "203.0.113.60",
    payload: { noticeId, name: "Megan Price", email, message },
  });
const pageReply = (token: string, body: string) =>
  t.app.inject({ method: "POST", url: `/api/conversations/${token}/messages`, payload: { body } });
const readPage = (token: string) => t.app.inject({ method: "GET", url: `/api/conversations/${token}` });

async function startConversation(message = "Is the bike still available this weekend?") {
  const notice = await insertNotice(t.db, { title: "Raleigh hybrid bike", contactEmail: POSTER });
  const start = smtp.received.length;
  const res = await contact(notice.id, message);
  expect(res.statusCode).toBe(201);
  const mails = await delivered(start);
  return { notice, mails, copy: onlyMailTo(mails, VISITOR).parsed };
}

describe("the two-way relay", () => {
  it("carries a six-message conversation both ways, by mail and on the page, without either address reaching the other side", async () => {
    const { notice, mails: first, copy } = await startConversation();
    expect(copy.subject).toBe("Your message about Raleigh hybrid bike");
    const toPoster1 = onlyMailTo(first, POSTER).parsed;
    expect(toPoster1.from!.value[0]).toEqual({
      name: "Megan Price via Shropshire Noticeboard",
      address: "noreply@board.example",
    });
    expect(toPoster1.text).toContain("Is the bike still available this weekend?");
    expect(toPoster1.text).toContain("Report this conversation");
    expect(replyToOf(toPoster1)).toMatch(new RegExp(`^[0-9a-f]{64}@${RELAY_DOMAIN.replace(/\./g, "\\.")}$`));
    const all = [...first];

    // 2. The poster presses Reply in a mail program: quoted history under it.
    let mark = smtp.received.length;
    await sendByMail(POSTER, replyToOf(toPoster1), {
      text: `Yes, it is. Come on Saturday morning.\n\nOn Mon, 1 Jun 2026 at 10:00, Megan Price via Shropshire Noticeboard <noreply@board.example> wrote:\n> Is the bike still available this weekend?\n> ${VISITOR}\n`,
    });
    let mails = await delivered(mark);
    all.push(...mails);
    const toVisitor2 = onlyMailTo(mails, VISITOR).parsed;
    expect(toVisitor2.text).toContain("Yes, it is. Come on Saturday morning.");
    expect(toVisitor2.text).not.toContain("wrote:");
    expect(toVisitor2.text).not.toContain("> Is the bike");
    expect(toVisitor2.from!.value[0].name).toBe("The poster via Shropshire Noticeboard");

    // 3. The visitor answers on their page, opened from the mail.
    mark = smtp.received.length;
    const visitorToken = pageTokenOf(toVisitor2);
    expect((await pageReply(visitorToken, "Great, I will come at ten on Saturday.")).json()).toEqual({
      status: "sent",
    });
    mails = await delivered(mark);
    all.push(...mails);
    const toPoster3 = onlyMailTo(mails, POSTER).parsed;
    expect(toPoster3.text).toContain("Great, I will come at ten on Saturday.");

    // 4. The poster answers on their page.
    mark = smtp.received.length;
    const posterToken = pageTokenOf(toPoster3);
    expect((await pageReply(posterToken, "Ten is fine, ring the bell at number 4.")).statusCode).toBe(202);
    mails = await delivered(mark);
    all.push(...mails);
    const toVisitor4 = onlyMailTo(mails, VISITOR).parsed;

    // 5. The visitor replies by mail, with an attachment that is not passed on.
    mark = smtp.received.length;
    await sendByMail(VISITOR, replyToOf(toVisitor4), {
      text: "Thanks, see you then.\n\n-----Original Message-----\nFrom: The poster\nTen is fine",
      attachments: [{ filename: "photo.txt", content: "not an image" }],
    });
    mails = await delivered(mark);
    all.push(...mails);
    const toPoster5 = onlyMailTo(mails, POSTER).parsed;
    expect(toPoster5.text).toContain("Thanks, see you then.");
    expect(toPoster5.text).not.toContain("Original Message");
    expect(toPoster5.text).toContain("An attachment was not passed on");
    expect(toPoster5.attachments).toHaveLength(0);

    // 6. The poster replies by mail from a program that sends HTML only.
    mark = smtp.received.length;
    await sendByMail(POSTER, replyToOf(toPoster5), {
      html: `<div><p>See you <b>Saturday</b>.</p></div><blockquote><p>Thanks, see you then.</p><p>${VISITOR}</p></blockquote>`,
    });
    mails = await delivered(mark);
    all.push(...mails);
    const toVisitor6 = onlyMailTo(mails, VISITOR).parsed;
    expect(toVisitor6.text).toContain("See you Saturday.");
    expect(toVisitor6.text).not.toContain("<b>");

    // Every mail that left: neither header nor body holds the other side's address.
    expect(all).toHaveLength(7);
    for (const { raw } of all) {
      const other = raw.to.includes(POSTER) ? VISITOR : POSTER;
      expect(raw.raw.toLowerCase()).not.toContain(other);
      expect(raw.raw).not.toMatch(new RegExp(`^Reply-To:.*${other.replace(/\./g, "\\.")}`, "im"));
    }

    // Both pages show the thread oldest first, and neither address.
    for (const [token, side] of [
      [visitorToken, "visitor"],
      [posterToken, "poster"],
    ] as const) {
      const page = await readPage(token);
      expect(page.statusCode).toBe(200);
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.headers["x-robots-tag"]).toBe("noindex");
      expect(page.body).not.toContain(VISITOR);
      expect(page.body).not.toContain(POSTER);
      const answer = page.json();
      expect(answer).toMatchObject({
        notice: { id: notice.id, title: "Raleigh hybrid bike", status: "active", reservedAt: null },
        side,
        open: true,
        otherName: side === "poster" ? "Megan" : "The poster",
      });
      expect(answer.messages.map((m: { body: string }) => m.body.split("\n")[0])).toEqual([
        "Is the bike still available this weekend?",
        "Yes, it is. Come on Saturday morning.",
        "Great, I will come at ten on Saturday.",
        "Ten is fine, ring the bell at number 4.",
        "Thanks, see you then.",
        "See you Saturday.",
      ]);
      expect(answer.messages.map((m: { mine: boolean }) => m.mine)).toEqual(
        side === "visitor"
          ? [true, false, true, false, true, false]
          : [false, true, false, true, false, true],
      );
    }
  });

  it("refuses an unknown relay address and an ended conversation with 550, and the ended page with 410", async () => {
    const { notice, mails } = await startConversation();
    const toPoster = onlyMailTo(mails, POSTER).parsed;
    await expect(
      sendByMail(POSTER, `${"ab".repeat(32)}@${RELAY_DOMAIN}`, { text: "Hello there, anyone?" }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      sendByMail(POSTER, `${replyToOf(toPoster).split("@")[0]}@elsewhere.example`, { text: "Hello there" }),
    ).rejects.toMatchObject({ responseCode: 550 });

    await t.db
      .update(notices)
      .set({ status: "closed", closedAt: t.clock.now() })
      .where(eq(notices.id, notice.id));
    const mark = smtp.received.length;
    await expect(
      sendByMail(POSTER, replyToOf(toPoster), { text: "Sold now, sorry about that." }),
    ).rejects.toThrow(/This conversation has ended/);
    const token = pageTokenOf(toPoster);
    const page = await readPage(token);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ message: "This conversation has ended" });
    expect((await pageReply(token, "Still there? I can pay more.")).statusCode).toBe(410);
    expect(await delivered(mark)).toHaveLength(0);
    expect((await readPage("A".repeat(43))).statusCode).toBe(404);
  });

  it("checks the reply box with the contact form's messages", async () => {
    const { copy } = await startConversation();
    const token = pageTokenOf(copy);
    const short = await pageReply(token, "Too short");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: "Message must be at least 10 characters",
      errors: { body: "Message must be at least 10 characters" },
    });
    const long = await pageReply(token, "x".repeat(5001));
    expect(long.json().errors.body).toBe("Message must be less than 5000 characters");
  });

  it("holds a scam for a moderator, answering the sender as if sent, and delivers it when released", async () => {
    const scam =
      "Hello, I will pay by PayPal right now and my courier will collect it. WhatsApp me on 07700 900123 or email me at buyer@example.com.";
    const { mails } = await startConversation(scam);
    expect(mails.map((m) => m.raw.to[0])).toEqual([VISITOR]);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/conversations?state=held",
      headers: moderator.headers,
    });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({ noticeTitle: "Raleigh hybrid bike", state: "held" });
    expect(row.heldMessageIds).toHaveLength(1);
    const detail = (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/conversations/${row.id}`,
        headers: moderator.headers,
      })
    ).json();
    expect(detail).toMatchObject({
      poster: { email: POSTER },
      visitor: { name: "Megan Price", email: VISITOR },
    });
    expect(detail.messages[0]).toMatchObject({ side: "visitor", held: true, body: scam });
    expect(detail.messages[0].reasons.length).toBeGreaterThan(0);

    const mark = smtp.received.length;
    const released = await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${row.id}/messages/${row.heldMessageIds[0]}/release`,
      headers: moderator.headers,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ state: "open", messages: [{ held: false }] });
    const after = await delivered(mark);
    expect(onlyMailTo(after, POSTER).parsed.text).toContain("my courier will collect it");
    const actions = (await t.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toContain("conversation_release");
  });

  it("a report pauses delivery both ways until a moderator resumes it", async () => {
    const { mails, copy } = await startConversation();
    const posterToken = pageTokenOf(onlyMailTo(mails, POSTER).parsed);
    const visitorToken = pageTokenOf(copy);
    const report = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${visitorToken}/report`,
      payload: { reason: "Asked me to pay before I see it" },
    });
    expect(report.statusCode).toBe(202);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/conversations/${visitorToken}/report`,
          payload: { reason: "x" },
        })
      ).statusCode,
    ).toBe(400);

    const mark = smtp.received.length;
    expect((await pageReply(posterToken, "Please pay the deposit first, then we talk.")).statusCode).toBe(
      202,
    );
    expect((await pageReply(visitorToken, "I would rather not, thank you.")).statusCode).toBe(202);
    expect(await delivered(mark)).toHaveLength(0);

    const [row] = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/conversations?state=reported",
        headers: moderator.headers,
      })
    ).json().data;
    expect(row.state).toBe("reported");
    const resumed = await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${row.id}/resume`,
      headers: moderator.headers,
    });
    expect(resumed.statusCode).toBe(200);
    // The reported side's message waits for a moderator (a reported sender is held by the screen); the reporter's is
    // delivered now.
    expect(resumed.json().state).toBe("held");
    let after = await delivered(mark);
    expect(after.map((m) => m.raw.to[0])).toEqual([POSTER]);
    expect(after[0].parsed.text).toContain("I would rather not, thank you.");
    const held = resumed.json().messages.find((m: { held: boolean }) => m.held);
    expect(held.body).toBe("Please pay the deposit first, then we talk.");
    const next = smtp.received.length;
    await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${row.id}/messages/${held.id}/release`,
      headers: moderator.headers,
    });
    after = await delivered(next);
    expect(onlyMailTo(after, VISITOR).parsed.text).toContain("Please pay the deposit first");
  });

  it("a blocked side's messages and contact forms are dropped, and it is not told", async () => {
    const { mails, copy } = await startConversation();
    const visitorToken = pageTokenOf(copy);
    const [row] = (
      await t.app.inject({ method: "GET", url: "/api/admin/conversations", headers: moderator.headers })
    ).json().data;
    const blocked = await t.app.inject({
      method: "POST",
      url: `/api/admin/conversations/${row.id}/block`,
      headers: moderator.headers,
      payload: { side: "visitor" },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ state: "blocked", blockedSide: "visitor" });

    const mark = smtp.received.length;
    expect((await pageReply(visitorToken, "Hello? Why no answer from you?")).json()).toEqual({
      status: "sent",
    });
    await sendByMail(VISITOR, replyToOf(copy), { text: "Hello again, answer me please." });
    expect(await delivered(mark)).toHaveLength(0);
    // The poster may still write; the visitor's contact forms are refused.
    const posterToken = pageTokenOf(onlyMailTo(mails, POSTER).parsed);
    expect((await pageReply(posterToken, "Sorry, it has gone now.")).statusCode).toBe(202);
    expect((await delivered(mark)).map((m) => m.raw.to[0])).toEqual([VISITOR]);
    const notice = await insertNotice(t.db);
    expect((await contact(notice.id, "Another question for you")).statusCode).toBe(403);
    const actions = (await t.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toContain("conversation_block");
  });

  it("is for moderators: 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/conversations" })).statusCode).toBe(401);
  });
});
