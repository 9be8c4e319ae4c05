import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR } from "../clock";
import { insertNotice } from "../test/factories";
import { contactMessages, mailOutbox } from "../db/schema";
import { createSmtpTransport } from "../mail/mail-transport";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";

/** The poster's mailbox: a real SMTP server on loopback. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

const unfold = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    mailTransport: createSmtpTransport(
      `smtp://127.0.0.1:${port}`,
      "Shropshire Noticeboard <noreply@localhost>",
    ),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  await t.reset();
  received.length = 0;
});

const valid = {
  name: "Megan Price",
  email: "megan@example.net",
  message: "Is the bike still available this weekend?",
};
const send = (body: unknown, remoteAddress = "203.0.113.40") =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: body as object, remoteAddress });

describe("POST /api/contact", () => {
  it("relays the message to the poster masked (no Reply-To the sender, neither address in it) and sends the visitor a copy with their own link", async () => {
    const notice = await insertNotice(t.db, {
      title: "Raleigh hybrid bike",
      contactEmail: "poster.private@example.org",
    });
    const res = await send({ ...valid, noticeId: notice.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      noticeId: notice.id,
      name: "Megan Price",
      email: "megan@example.net",
    });
    expect(res.body).not.toContain("poster.private");
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);

    await t.deliverMail();
    expect(received).toHaveLength(2);
    const mail = received.find((m) => m.to.includes("poster.private@example.org"))!;
    expect(mail.raw).toMatch(/^From: "?Megan Price via Shropshire Noticeboard"? <noreply@localhost>\r?$/m);
    expect(mail.raw).not.toMatch(/^Reply-To:/m);
    expect(mail.raw).not.toContain("megan@example.net");
    const body = unfold(mail.raw);
    expect(body).toContain("Is the bike still available this weekend?");
    expect(body).toContain("Megan Price");
    expect(body).toContain("Report this conversation");
    expect(body).toMatch(
      /Reply on your conversation page: http:\/\/localhost:3000\/conversation\/[A-Za-z0-9_-]{43}/,
    );

    const copy = received.find((m) => m.to.includes("megan@example.net"))!;
    expect(copy.raw).not.toContain("poster.private");
    const copyBody = unfold(copy.raw);
    expect(copyBody).toContain("Your message about Raleigh hybrid bike");
    expect(copyBody).toMatch(/http:\/\/localhost:3000\/conversation\/[A-Za-z0-9_-]{43}/);
  });

  it("folds a lone LF (or CR) in the sender's name to a space: the relayed text shows no line the sender chose", async () => {
    const notice = await insertNotice(t.db, { contactEmail: "poster.private@example.org" });
    const res = await send({
      ...valid,
      name: "Megan Price\nBcc: everyone@example.com\rX",
      noticeId: notice.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Megan Price Bcc: everyone@example.com X" });
    const [row] = await t.db.select().from(contactMessages);
    expect(row.name).toBe("Megan Price Bcc: everyone@example.com X");
    await t.deliverMail();
    // The poster's mail (the sender's copy goes out beside it, in either order).
    const relayed = received.find((m) => m.to.includes("poster.private@example.org"))!;
    const body = unfold(relayed.raw);
    expect(body).toContain("Megan Price Bcc: everyone@example.com X");
    expect(body).not.toMatch(/^Bcc:/m);
  });

  it("is 404 for a notice the public cannot see, and sends nothing", async () => {
    const now = t.clock.now();
    const hidden = [
      await insertNotice(t.db, { status: "pending" }),
      await insertNotice(t.db, { status: "rejected" }),
      await insertNotice(t.db, { status: "expired" }),
      await insertNotice(t.db, { expiresAt: new Date(now.getTime() - 1000) }),
    ];
    for (const id of [...hidden.map((n) => n.id), 987654]) {
      const res = await send({ ...valid, noticeId: id });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: "Notice not found" });
    }
    await t.deliverMail();
    expect(received).toHaveLength(0);
  });

  it("checks the fields with the messages of spec §5", async () => {
    const notice = await insertNotice(t.db);
    const cases: [object, string, string][] = [
      [{ name: "M" }, "name", "Name must be at least 2 characters"],
      [{ email: "not-an-address" }, "email", "Please enter a valid email address"],
      [{ message: "Too short" }, "message", "Message must be at least 10 characters"],
      [{ message: "          x" }, "message", "Message must be at least 10 characters"],
    ];
    for (const [change, field, message] of cases) {
      const res = await send({ ...valid, noticeId: notice.id, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect((await send({ ...valid, noticeId: "abc" })).statusCode).toBe(400);
    expect((await send({ ...valid })).statusCode).toBe(400);
  });

  it("allows ten messages an hour from one address, then answers 429 with Retry-After", async () => {
    const notice = await insertNotice(t.db);
    for (let i = 0; i < 10; i++) expect((await send({ ...valid, noticeId: notice.id })).statusCode).toBe(201);
    const blocked = await send({ ...valid, noticeId: notice.id });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send({ ...valid, noticeId: notice.id }, "10.0.0.9")).statusCode).toBe(201);
    t.clock.advance(HOUR + 1000);
    expect((await send({ ...valid, noticeId: notice.id })).statusCode).toBe(201);
  });
});

describe("POST /api/contact as a form posted without JavaScript", () => {
  const sendForm = (fields: Record<string, string | number>, remoteAddress = "203.0.113.41") =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      remoteAddress,
    });

  it("relays the message as the JSON route does and answers 303 to the notice's page, which says it was sent", async () => {
    const notice = await insertNotice(t.db, { contactEmail: "poster.private@example.org" });
    const res = await sendForm({ ...valid, noticeId: notice.id });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/notice/${notice.id}?contact=sent#contact`);
    const [stored] = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject({ noticeId: notice.id, name: valid.name, email: valid.email });
    // The same relay as the JSON route (whose test above reads the mails themselves): the poster's and the copy.
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(["megan@example.net", "poster.private@example.org"]);
  });

  it("answers =invalid for a field the server refuses, =busy past ten an hour, and stores nothing then", async () => {
    const notice = await insertNotice(t.db);
    for (const change of [{ name: "M" }, { email: "not-an-address" }, { message: "Too short" }]) {
      const res = await sendForm({ ...valid, noticeId: notice.id, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(303);
      expect(res.headers.location).toBe(`/notice/${notice.id}?contact=invalid#contact`);
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
    for (let i = 0; i < 10; i++)
      expect((await sendForm({ ...valid, noticeId: notice.id })).statusCode).toBe(303);
    const busy = await sendForm({ ...valid, noticeId: notice.id });
    expect(busy.headers.location).toBe(`/notice/${notice.id}?contact=busy#contact`);
    expect(await t.db.select().from(contactMessages)).toHaveLength(10);
  });

  it("answers =blocked to an address moderators blocked; 404 for a notice that takes no messages", async () => {
    const notice = await insertNotice(t.db);
    const admin = await loginAsAdmin(t);
    const block = await t.app.inject({
      method: "POST",
      url: "/api/admin/blocked-senders",
      headers: admin.headers,
      payload: { email: valid.email },
    });
    expect(block.statusCode).toBeLessThan(300);
    const blocked = await sendForm({ ...valid, noticeId: notice.id });
    expect(blocked.headers.location).toBe(`/notice/${notice.id}?contact=blocked#contact`);
    const pending = await insertNotice(t.db, { status: "pending" });
    for (const noticeId of [pending.id, "abc"]) {
      const res = await sendForm({ ...valid, email: "other@example.net", noticeId });
      expect(res.statusCode, String(noticeId)).toBe(404);
      expect(res.json()).toEqual({ message: "Notice not found" });
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });
});
