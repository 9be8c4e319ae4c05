import { spawn } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { processStartTime } from "../db/data-dir-lock";
import { DAY, HOUR } from "../clock";
import { mailOutbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { MailOutbox, retryDelayMs } from "./mail-outbox";
import { thisClaimer } from "./outbox-claimer";
import { renderMail } from "./mail-template";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  t.mail.failWith = undefined;
});

const message = () =>
  renderMail({
    to: "poster@example.org",
    subject: "Hello",
    paragraphs: ["Hi <there>"],
    action: { label: "Open", url: "http://localhost:3000/x?a=1&b=2" },
  });

describe("the mail outbox", () => {
  it("keeps a mail that cannot be sent and retries it with backoff until it goes", async () => {
    await t.app.ctx.mail.enqueue(t.db, message());
    t.mail.failWith = new Error("connect ECONNREFUSED 127.0.0.1:2525");
    expect(await t.deliverMail()).toBe(0);
    let [row] = await t.db.select().from(mailOutbox);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("ECONNREFUSED");
    expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);

    t.clock.advance(10_000);
    expect(await t.deliverMail()).toBe(0); // not due yet: nothing tried
    expect((await t.db.select().from(mailOutbox))[0].attempts).toBe(1);

    t.mail.failWith = undefined;
    t.clock.advance(25_000);
    expect(await t.deliverMail()).toBe(1);
    [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(row.sentAt).not.toBeNull();
    expect(t.mail.to("poster@example.org")).toHaveLength(1);
    expect(await t.deliverMail()).toBe(0); // sent once only
  });

  it("doubles the wait from 30 s up to an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, HOUR, HOUR]);
  });

  it("gives up after a day of failures and records why", async () => {
    await t.app.ctx.mail.enqueue(t.db, message());
    t.mail.failWith = new Error("550 mailbox unavailable");
    for (let i = 0; i < 40; i++) {
      await t.deliverMail();
      t.clock.advance(HOUR);
    }
    const [row] = await t.db.select().from(mailOutbox);
    expect(row.failedAt).not.toBeNull();
    expect(row.failedAt!.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(row.lastError).toContain("550");
  });

  it("writes the same words as text and escaped HTML", () => {
    const mail = message();
    expect(mail.text).toContain("Hi <there>");
    expect(mail.text).toContain("http://localhost:3000/x?a=1&b=2");
    expect(mail.html).toContain("Hi &#60;there&#62;");
    expect(mail.html).not.toContain("<there>");
  });

  it("records which process claims a mail while it sends", async () => {
    await t.app.ctx.mail.enqueue(t.db, message());
    let claimedBy: string | null | undefined;
    t.mail.failWith = undefined;
    const send = t.mail.send.bind(t.mail);
    t.mail.send = async (mail) => {
      [{ claimedBy }] = await t.db.select({ claimedBy: mailOutbox.claimedBy }).from(mailOutbox);
      return send(mail);
    };
    try {
      expect(await t.deliverMail()).toBe(1);
    } finally {
      t.mail.send = send;
    }
    expect(claimedBy).toBe(thisClaimer());
    expect((await t.db.select().from(mailOutbox))[0].claimedBy).toBeNull();
  });

  it("at start, takes back the mail a killed process claimed more than 60 s ago; a live, recent or distant claim waits its lease", async () => {
    // A real process, killed with -9 while it held its claims.
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    await once(child, "spawn");
    const killed = `${os.hostname()}/${child.pid}/${processStartTime(child.pid!) ?? "?"}`;
    child.kill("SIGKILL");
    await once(child, "exit");
    const live = `${os.hostname()}/${process.ppid}/${processStartTime(process.ppid) ?? "?"}`;
    const claims: [string, string, number][] = [
      ["old.claim.of.killed@example.org", killed, 61_000],
      ["recent.claim.of.killed@example.org", killed, 30_000],
      ["claim.of.live@example.org", live, 120_000],
      ["claim.elsewhere@example.org", "another-host.example/4242/123456", 120_000],
    ];
    const now = t.clock.now().getTime();
    for (const [to, claimedBy, age] of claims) {
      const id = await t.app.ctx.mail.enqueue(t.db, { ...message(), to });
      // As claimDueMails leaves a row: the next attempt pushed to the end of a 5-minute lease from the claim.
      await t.db
        .update(mailOutbox)
        .set({ claimedBy, attempts: 1, nextAttemptAt: new Date(now - age + 5 * 60_000) })
        .where(eq(mailOutbox.id, id));
    }

    // A server starting on the database: its outbox takes back the killed process's old claim, then sends it.
    const outbox = new MailOutbox(t.db, t.mail, t.clock, t.app.ctx.log);
    outbox.start(60_000);
    try {
      await vi.waitFor(() => expect(t.mail.to("old.claim.of.killed@example.org")).toHaveLength(1), {
        timeout: 10_000,
      });
    } finally {
      await outbox.stop();
    }
    for (const [to] of claims.slice(1)) expect(t.mail.to(to), to).toHaveLength(0);
    expect(await t.app.ctx.mail.reclaimAbandoned()).toBe(0);

    // The recent claim is taken back once it is a minute old.
    t.clock.advance(31_000);
    expect(await t.app.ctx.mail.reclaimAbandoned()).toBe(1);
    expect(await t.deliverMail()).toBe(1);
    expect(t.mail.to("recent.claim.of.killed@example.org")).toHaveLength(1);
    expect(t.mail.to("claim.of.live@example.org")).toHaveLength(0);
  });
});
