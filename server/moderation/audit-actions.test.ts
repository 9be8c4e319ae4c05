import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
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

const call = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const rows = async () =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((r) => r.action !== "login");

// The other actions' rows are checked where they are made: queue-routes (approve, reject, edit, feature, delete,
// logins), queue-undo (reports, comments, undo), contact-admin-routes (block sender).
describe("audit log", () => {
  it("records unfeaturing and watch-list changes with their admin and details", async () => {
    const notice = await insertNotice(t.db);
    await call("PATCH", `/api/admin/notices/${notice.id}/toggle-feature`);
    await call("PATCH", `/api/admin/notices/${notice.id}/toggle-feature`);
    const word = await call("POST", "/api/admin/watch-words", { word: "replica", kind: "block" });
    expect(word.statusCode).toBe(201);
    expect((await call("DELETE", `/api/admin/watch-words/${word.json().id}`)).statusCode).toBe(204);

    const logged = await rows();
    expect(logged.map((r) => [r.action, r.targetType, r.adminUsername])).toEqual([
      ["feature", "notice", "moderator"],
      ["unfeature", "notice", "moderator"],
      ["watch_word_add", "watch_word", "moderator"],
      ["watch_word_remove", "watch_word", "moderator"],
    ]);
    expect(logged[2].details).toMatchObject({ word: "replica", kind: "block" });
    expect(logged[3].details).toMatchObject({ word: "replica" });
  });
});
