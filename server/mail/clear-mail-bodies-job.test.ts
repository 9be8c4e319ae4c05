import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY, MINUTE } from "../clock";
import { mailOutbox } from "../db/schema";
import { runExclusive } from "../jobs/job-runner";
import { createTestApp, type TestApp } from "../test/test-app";
import { createClearMailBodiesJob } from "./clear-mail-bodies-job";

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
  t.clock.set("2026-06-01T10:00:00Z");
});

async function runJobs() {
  const job = createClearMailBodiesJob(t.app.ctx);
  await runExclusive(t.db, job.lockKey, job.run);
}

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe("the clear-mail-bodies job", () => {
  it("clear a sent mail's body after 7 days, keeping to, subject and when it was sent", async () => {
    const link = "http://localhost:3000/verify/secret-activation-token";
    await t.app.ctx.mail.enqueue(t.db, {
      to: "poster@example.org",
      subject: "Confirm your notice",
      text: `Confirm it: ${link}`,
      html: `<a href="${link}">Confirm</a>`,
      replyTo: "visitor@example.org",
    });
    expect(await t.deliverMail()).toBe(1);
    const sentAt = (await t.db.select().from(mailOutbox))[0].sentAt;

    t.clock.advance(7 * DAY - MINUTE);
    await runJobs();
    expect((await t.db.select().from(mailOutbox))[0].textBody).toContain(link);

    t.clock.advance(2 * MINUTE);
    await runJobs();
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ to: "poster@example.org", subject: "Confirm your notice", sentAt });
    expect(row).toMatchObject({ textBody: "", htmlBody: null, replyTo: null });
  });

  it("clear a given-up mail's body after 30 days, and never a mail still being tried", async () => {
    await t.app.ctx.mail.enqueue(t.db, { to: "gone@example.org", subject: "Your notice", text: "Body one" });
    t.mail.failWith = new Error("550 mailbox unavailable");
    await t.deliverMail();
    t.clock.advance(DAY + MINUTE);
    await t.deliverMail();
    const [failed] = await t.db.select().from(mailOutbox);
    expect(failed.failedAt).not.toBeNull();
    await t.app.ctx.mail.enqueue(t.db, { to: "later@example.org", subject: "Queued", text: "Body two" });

    t.clock.advance(29 * DAY);
    await runJobs();
    expect((await t.db.select().from(mailOutbox)).map((m) => m.textBody).sort()).toEqual([
      "Body one",
      "Body two",
    ]);

    t.clock.advance(DAY + MINUTE);
    await runJobs();
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.find((m) => m.to === "gone@example.org")).toMatchObject({
      textBody: "",
      subject: "Your notice",
    });
    expect(rows.find((m) => m.to === "later@example.org")?.textBody).toBe("Body two");
  });

  it("delete the outbox folder's .eml files 7 days after they were written, when there is no SMTP server", async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const dir = path.join(t.config.dataDir, "outbox");
    fs.mkdirSync(dir, { recursive: true });
    const write = (name: string, age: number) => {
      fs.writeFileSync(
        path.join(dir, name),
        "Subject: Confirm your notice\n\nhttp://localhost:3000/verify/abc",
      );
      fs.utimesSync(path.join(dir, name), ago(age), ago(age));
    };
    write("old.eml", 7 * DAY + MINUTE);
    write("recent.eml", 7 * DAY - MINUTE);
    await runJobs();
    expect(fs.readdirSync(dir)).toEqual(["recent.eml"]);
  });
});
