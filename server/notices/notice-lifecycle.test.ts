import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertNotice } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { loginAsAdmin } from "../test/admin-session";
import { endOfLondonDay, expiryDateFor } from "./notice-lifecycle";

describe("endOfLondonDay", () => {
  it("ends a summer (BST) day at 22:59:59.999 UTC and a winter (GMT) day at 23:59:59.999 UTC", () => {
    expect(endOfLondonDay(new Date("2026-07-04T00:00:00Z")).toISOString()).toBe("2026-07-04T22:59:59.999Z");
    expect(endOfLondonDay(new Date("2026-12-05T00:00:00Z")).toISOString()).toBe("2026-12-05T23:59:59.999Z");
  });

  it("takes the London date of the instant, not the UTC one", () => {
    // 23:30 UTC on 4 July is 00:30 on 5 July in London.
    expect(endOfLondonDay(new Date("2026-07-04T23:30:00Z")).toISOString()).toBe("2026-07-05T22:59:59.999Z");
  });

  it("handles the days the clocks change", () => {
    expect(endOfLondonDay(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe("2026-03-29T22:59:59.999Z");
    expect(endOfLondonDay(new Date("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-25T23:59:59.999Z");
  });
});

describe("expiryDateFor", () => {
  const approvedAt = new Date("2026-06-01T10:00:00Z");
  it("follows server-contract §3 for each category", () => {
    expect(expiryDateFor("services", null, approvedAt)).toBeNull();
    expect(expiryDateFor("discussion", null, approvedAt)).toBeNull();
    expect(expiryDateFor("local_businesses", null, approvedAt)?.toISOString()).toBe(
      "2027-06-01T10:00:00.000Z",
    );
    for (const category of ["items_for_sale", "jobs", "lost_and_found", "community"]) {
      expect(expiryDateFor(category, null, approvedAt)?.toISOString(), category).toBe(
        "2026-07-01T10:00:00.000Z",
      );
    }
    expect(expiryDateFor("events", new Date("2026-06-20T00:00:00Z"), approvedAt)?.toISOString()).toBe(
      "2026-06-20T22:59:59.999Z",
    );
  });
});

describe("approval sets expiresAt by category, from the injected clock", () => {
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

  const approveAt = async (when: string, overrides: Parameters<typeof insertNotice>[1]) => {
    t.clock.set(when);
    const { headers } = await loginAsAdmin(t);
    const notice = await insertNotice(t.db, { status: "pending", approvedAt: null, ...overrides });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/notices/${notice.id}/approve`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().expiresAt as string | null;
  };

  it("30 days for items, jobs and lost & found; 365 for local businesses; never for services and discussion", async () => {
    expect(await approveAt("2026-02-10T08:15:00Z", { category: "items_for_sale" })).toBe(
      "2026-03-12T08:15:00.000Z",
    );
    expect(await approveAt("2026-02-10T08:15:00Z", { category: "jobs" })).toBe("2026-03-12T08:15:00.000Z");
    expect(await approveAt("2026-02-10T08:15:00Z", { category: "lost_and_found" })).toBe(
      "2026-03-12T08:15:00.000Z",
    );
    expect(await approveAt("2026-02-10T08:15:00Z", { category: "local_businesses" })).toBe(
      "2027-02-10T08:15:00.000Z",
    );
    expect(await approveAt("2026-02-10T08:15:00Z", { category: "services" })).toBeNull();
    expect(await approveAt("2026-02-10T08:15:00Z", { category: "discussion" })).toBeNull();
  });

  it("events at the end of their day in London: one in BST and one in GMT", async () => {
    expect(
      await approveAt("2026-06-01T10:00:00Z", {
        category: "events",
        eventDate: new Date("2026-08-15T00:00:00Z"),
      }),
    ).toBe("2026-08-15T22:59:59.999Z");
    expect(
      await approveAt("2026-06-01T10:00:00Z", {
        category: "events",
        eventDate: new Date("2026-11-21T00:00:00Z"),
      }),
    ).toBe("2026-11-21T23:59:59.999Z");
  });
});
