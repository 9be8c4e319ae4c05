import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertNotice } from "../test/factories";
import { notices } from "../db/schema";
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

const edit = (id: number, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/notices/${id}`, headers: admin.headers, payload });
const locationOf = async (id: number) =>
  (await t.db.select({ location: notices.location }).from(notices).where(eq(notices.id, id)))[0].location;

describe("admin edit location", () => {
  it("takes a town value, so the notice stays in that town's filter", async () => {
    const notice = await insertNotice(t.db, { location: "ludlow" });
    const res = await edit(notice.id, { location: "bridgnorth" });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toBe("bridgnorth");
    const list = await t.app.inject({ method: "GET", url: "/api/notices?location=bridgnorth" });
    expect(list.json().data.map((n: { id: number }) => n.id)).toEqual([notice.id]);
  });

  it.each([["Bridgnorth"], ["Bridgnorth, Shropshire"], ["all"], ["atlantis"]])(
    "refuses %j with the post form's message and changes nothing",
    async (location) => {
      const notice = await insertNotice(t.db, { location: "ludlow", title: "Garden bench for sale" });
      const res = await edit(notice.id, { location, title: "Garden bench, nearly new" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Please select a location",
        errors: { location: "Please select a location" },
      });
      expect(await locationOf(notice.id)).toBe("ludlow");
    },
  );

  it("leaves a notice's older free-text location alone when the edit does not send it", async () => {
    const notice = await insertNotice(t.db, { location: "Near the river" });
    const res = await edit(notice.id, { title: "A new title for it" });
    expect(res.statusCode).toBe(200);
    expect(await locationOf(notice.id)).toBe("Near the river");
  });
});
