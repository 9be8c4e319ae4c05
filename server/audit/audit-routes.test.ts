import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin, loginWithRole, type AdminHeaders } from "../test/admin-session";

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

  it("shows the address an invitation went to to an admin, and to a moderator only that someone was invited", async () => {
    await t.db.insert(auditLog).values([
      {
        action: "team_invite",
        targetType: "admin",
        adminUsername: "moderator",
        details: { email: "new.volunteer@example.org", role: "moderator" },
      },
      {
        action: "team_invite_withdraw",
        targetType: "admin",
        adminUsername: "moderator",
        details: { email: "new.volunteer@example.org", role: "moderator" },
      },
    ]);
    const read = async (as: AdminHeaders) =>
      (await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: as.headers }))
        .json<{ items: { action: string; details: Record<string, unknown> }[] }>()
        .items.filter((e) => e.action.startsWith("team_invite"));

    const forAdmin = await read(admin);
    expect(forAdmin.map((e) => e.details)).toEqual([
      { email: "new.volunteer@example.org", role: "moderator" },
      { email: "new.volunteer@example.org", role: "moderator" },
    ]);
    const forModerator = await read(await loginWithRole(t, "moderator"));
    expect(forModerator.map((e) => e.action)).toEqual(["team_invite_withdraw", "team_invite"]);
    expect(forModerator.map((e) => e.details)).toEqual([{ role: "moderator" }, { role: "moderator" }]);
  });
});
