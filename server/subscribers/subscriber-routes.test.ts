import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailSubscribers } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const subscribe = (payload: object) => t.app.inject({ method: "POST", url: "/api/subscribe", payload });

describe("POST /api/subscribe", () => {
  it("answers new and already subscribed addresses exactly alike, keeping one row", async () => {
    const first = await subscribe({ email: "reader@example.org" });
    const again = await subscribe({ email: "  Reader@Example.org " });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const rows = await t.db.select().from(emailSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "reader@example.org", isActive: true });
  });

  it('answers 400 "Must provide a valid email" for anything that is not an address', async () => {
    for (const payload of [{ email: "nope" }, { email: "" }, {}, { email: 42 }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Must provide a valid email",
        errors: { email: "Must provide a valid email" },
      });
    }
    expect(await t.db.select().from(emailSubscribers)).toHaveLength(0);
  });
});
