import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, type AdminHeaders } from "../test/admin-session";

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

const history = async (query: string) =>
  (await t.app.inject({ method: "GET", url: `/api/admin/audit${query}`, headers: admin.headers })).json();

describe("GET /api/admin/audit", () => {
  it("pages newest first on the admin lists' one cursor shape: items, then nextCursor until the last page", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      action: "approve",
      targetType: "notice",
      targetId: i + 1,
      adminUsername: "moderator",
    }));
    await t.db.insert(auditLog).values(rows);

    const first = await history("?action=approve");
    expect(Object.keys(first).sort()).toEqual(["items", "nextCursor"]);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].targetId).toBe(60);
    expect(first.nextCursor).toBe(String(first.items[49].id));

    const second = await history(`?action=approve&cursor=${first.nextCursor}`);
    expect(second.items.map((e: { targetId: number }) => e.targetId)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(second.nextCursor).toBeNull();
  });
});
