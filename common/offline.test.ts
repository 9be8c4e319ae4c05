import { describe, expect, it } from "vitest";
import { SECRET_PATH_PREFIXES } from "./client-routes";
import { isSavedForOffline, isSavedImage, savedCopyText } from "./offline";

describe("what is kept for reading offline", () => {
  it("keeps the public pages the server renders", () => {
    for (const path of [
      "/",
      "/category/events",
      "/notice/12/tractor-for-sale",
      "/notice/12",
      "/poster/12",
      "/about",
      "/posting-guidelines",
      "/terms",
      "/privacy",
    ])
      expect(isSavedForOffline(path), path).toBe(true);
  });

  it("never keeps a secret-link page, an admin page, an action page or the API", () => {
    for (const prefix of SECRET_PATH_PREFIXES)
      expect(isSavedForOffline(`${prefix}secret-token-value`), prefix).toBe(false);
    for (const path of [
      "/manage/abc",
      "/verify/abc",
      "/conversation/abc",
      "/my-data",
      "/my-data/abc",
      "/admin",
      "/admin/dashboard",
      "/admin/invitation/abc",
      "/admin/enrol/abc",
      "/alerts/stop/abc/4",
      "/subscription/abc",
      "/payment-success",
      "/api/notices",
      "/api/notices/12",
      "/no/such/page",
    ])
      expect(isSavedForOffline(path), path).toBe(false);
  });

  it("keeps the images a page shows, nothing else under those folders", () => {
    expect(isSavedImage("/uploads/abc123.webp")).toBe(true);
    expect(isSavedImage("/og/events.png")).toBe(true);
    expect(isSavedImage("/placeholders/jobs.svg")).toBe(true);
    expect(isSavedImage("/api/uploads/abc.webp")).toBe(false);
    expect(isSavedImage("/uploads/../manage/abc")).toBe(false);
  });

  it("writes the banner with the time of day the copy was saved", () => {
    const savedAt = new Date(2026, 10, 29, 10, 42, 30).getTime();
    expect(savedCopyText(savedAt)).toBe("Saved copy from 10:42 — you are offline");
  });
});
