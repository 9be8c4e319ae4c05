import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";
import { BLOCKED_SENDER_MESSAGE } from "../../common/contact-form-answers";

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
  admin = await loginAsAdmin(t);
});

const send = (noticeId: number, email: string, message: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: "203.0.113.50",
    payload: { noticeId, name: "Alex Morgan", email, message },
  });
const list = async (query = "") =>
  (
    await t.app.inject({ method: "GET", url: `/api/admin/contact-messages${query}`, headers: admin.headers })
  ).json();

describe("contact messages", () => {
  it("lists relayed messages newest first with their notice, searchable", async () => {
    const notice = await insertNotice(t.db, { title: "Garden shed for sale" });
    expect((await send(notice.id, "alex@example.org", "Is the shed still available?")).statusCode).toBe(201);
    expect((await send(notice.id, "sam@example.org", "Could I collect it on Saturday?")).statusCode).toBe(
      201,
    );
    const page = await list();
    expect(page.items.map((m: { email: string }) => m.email)).toEqual([
      "sam@example.org",
      "alex@example.org",
    ]);
    expect(page.items[0]).toMatchObject({ noticeTitle: "Garden shed for sale", isSenderBlocked: false });
    expect((await list("?search=saturday")).items).toHaveLength(1);
    expect((await list("?search=shed")).items).toHaveLength(2);
  });

  it("Block sender stops further relays from that address and is logged", async () => {
    const notice = await insertNotice(t.db);
    await send(notice.id, "pest@example.org", "Buy my followers, cheap and fast!");
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/admin/blocked-senders",
      headers: admin.headers,
      payload: { email: "Pest@Example.org" },
    });
    expect(blocked.statusCode).toBe(201);
    await t.deliverMail();
    t.mail.clear();
    const again = await send(notice.id, "pest@example.org", "Buy my followers, even cheaper now!");
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(BLOCKED_SENDER_MESSAGE);
    await t.deliverMail();
    expect(t.mail.sent).toHaveLength(0);
    expect((await list()).items[0].isSenderBlocked).toBe(true);
    const actions = (await t.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toContain("block_sender");
  });
});
