import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS, categoryLabel, externalLinkLabel, showsPrice } from "./categories";
import {
  countOf,
  formatCount,
  formatDate,
  formatNoticeCount,
  formatPence,
  formatPrice,
  formatRelativeTime,
} from "./format";
import { LIMITS } from "./limits";
import { LOCATIONS, LOCATION_LABELS, locationLabel } from "./locations";
import { noticePath, slugify } from "./slug";
import { canOfferFeaturing, FEATURE_TIERS, FIXED_FEATURE_OFFER } from "./tiers";
import { isClientRoute, isSecretLinkPath, redactSecretPath } from "./client-routes";

describe("categories", () => {
  it("has the seven categories with the tab strip's labels", () => {
    expect(CATEGORIES).toEqual([
      "events",
      "items_for_sale",
      "jobs",
      "services",
      "lost_and_found",
      "discussion",
      "local_businesses",
    ]);
    expect(Object.values(CATEGORY_LABELS)).toEqual([
      "Events",
      "Items for Sale",
      "Jobs",
      "Services",
      "Lost & Found",
      "Discussion",
      "Local Businesses",
    ]);
  });
  it("labels the legacy community value and anything unknown", () => {
    expect(categoryLabel("community")).toBe("Community");
    expect(categoryLabel("gardening")).toBe("Other");
    expect(categoryLabel(undefined)).toBe("Other");
    expect(categoryLabel("lost_and_found")).toBe("Lost & Found");
  });
  it("hides prices for discussion, services and local businesses only", () => {
    expect(CATEGORIES.filter((c) => !showsPrice(c))).toEqual(["services", "discussion", "local_businesses"]);
  });
  it("names the external link button by category", () => {
    expect(externalLinkLabel("events")).toBe("Get Tickets");
    expect(externalLinkLabel("jobs")).toBe("More Info");
    expect(externalLinkLabel("local_businesses")).toBe("Visit Website");
    expect(externalLinkLabel("services")).toBe("Contact Online");
  });
});

describe("locations", () => {
  it("has the twenty places with proper names", () => {
    expect(LOCATIONS).toHaveLength(20);
    expect(LOCATION_LABELS.bishops_castle).toBe("Bishop's Castle");
    expect(LOCATION_LABELS.church_stretton).toBe("Church Stretton");
    expect(LOCATION_LABELS.much_wenlock).toBe("Much Wenlock");
    expect(LOCATION_LABELS.all_shropshire).toBe("All Shropshire");
    expect(locationLabel("Somewhere typed by hand")).toBe("Somewhere typed by hand");
  });
});

describe("feature tiers and limits", () => {
  it("prices the tiers in pence and days", () => {
    expect(FEATURE_TIERS.STANDARD).toMatchObject({ days: 14, pricePence: 1000 });
    expect(FEATURE_TIERS.PREMIUM).toMatchObject({ days: 90, pricePence: 5000 });
    expect(FEATURE_TIERS.ANNUAL).toMatchObject({ days: 365, pricePence: 8000 });
    expect(FIXED_FEATURE_OFFER).toEqual({ days: 14, pricePence: 1000 });
  });
  it("keeps the spec's constants", () => {
    expect(LIMITS.imageMaxBytes).toBe(5 * 1024 * 1024);
    expect([LIMITS.pageSize, LIMITS.featuredFetchLimit, LIMITS.featuredShown, LIMITS.adminPageSize]).toEqual([
      8, 100, 3, 10,
    ]);
    expect([LIMITS.commentExcerpt, LIMITS.cardDescription, LIMITS.paymentRedirectDelayMs]).toEqual([
      60, 120, 500,
    ]);
  });
});

describe("slug", () => {
  it.each([
    ["Lost Dog in Ludlow", "Lost-Dog-in-Ludlow"],
    ["  Bike -- for sale!!  ", "Bike-for-sale"],
    ["Café & Bakery: 50% off", "Cafe-Bakery-50-off"],
    ["Part-time barista wanted, café bakery", "Part-time-barista-wanted-cafe-bakery"],
    ["Straße Æsir Øre Łódź Œuvre ﬁne ð þ", "Strasse-AEsir-Ore-Lodz-OEuvre-fine-d-th"],
    ["Crème brûlée — naïve coöperation", "Creme-brulee-naive-cooperation"],
    ["Ελληνικά 中文 tea", "tea"],
    ["snake_case stays", "snake_case-stays"],
    ["tabs\tand\nnewlines", "tabs-and-newlines"],
    ["Cafe\u0301 crawl (a combining accent)", "Cafe-crawl-a-combining-accent"],
    ["Bell\u0007 rings", "Bell-rings"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
  it("builds the notice path, without a slug when the title has none", () => {
    expect(noticePath(12, "Walking boots, size 9")).toBe("/notice/12/Walking-boots-size-9");
    expect(noticePath(3, "???")).toBe("/notice/3");
    expect(noticePath(4, "日本語")).toBe("/notice/4");
  });
});

describe("formatting", () => {
  it("shows money with a pound sign and two decimals", () => {
    expect(formatPrice(12.5)).toBe("£12.50");
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice("0")).toBe("Free");
    expect(formatPrice("")).toBe("");
    expect(formatPrice("7")).toBe("£7.00");
    expect(formatPrice(null)).toBe("");
    expect(formatPence(1000)).toBe("£10");
    expect(formatPence(1250)).toBe("£12.50");
  });
  it("tells relative time, and 'unknown time' for a date it cannot read", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(formatRelativeTime("2026-06-01T11:59:30Z", now)).toBe("just now");
    expect(formatRelativeTime("2026-06-01T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-06-01T11:00:00Z", now)).toBe("1 hour ago");
    expect(formatRelativeTime("2026-05-29T12:00:00Z", now)).toBe("3 days ago");
    expect(formatRelativeTime("2026-03-01T12:00:00Z", now)).toBe("3 months ago");
    expect(formatRelativeTime("2024-05-01T12:00:00Z", now)).toBe("2 years ago");
    expect(formatRelativeTime("2026-06-02T12:00:00Z", now)).toBe("in 1 day");
    expect(formatRelativeTime("not a date", now)).toBe("unknown time");
    expect(formatRelativeTime(null, now)).toBe("unknown time");
  });
  it("writes dates the British way", () => {
    expect(formatDate("2025-05-12T10:00:00Z")).toBe("12 May 2025");
    expect(formatDate("nonsense")).toBe("unknown date");
  });
});

describe("client routes", () => {
  it("knows the app's paths", () => {
    for (const p of [
      "/",
      "/category/events",
      "/notice/1",
      "/notice/1/slug",
      "/verify/abc",
      "/verify",
      "/payment-success",
      "/payment-cancel",
      "/admin",
      "/admin/login",
      "/admin/dashboard",
      "/about",
      "/terms",
      "/privacy",
      "/posting-guidelines",
    ]) {
      expect(isClientRoute(p), p).toBe(true);
    }
    for (const p of ["/no/such/page", "/notice", "/admin/secret", "/category"])
      expect(isClientRoute(p), p).toBe(false);
  });
});

describe("secret link paths", () => {
  it("redacts the token of every e-mailed link, keeping what follows", () => {
    expect(redactSecretPath("/verify/abc123")).toBe("/verify/[redacted]");
    expect(redactSecretPath("/api/manage/abc/renew?x=1")).toBe("/api/manage/[redacted]/renew?x=1");
    expect(redactSecretPath("/notice/12/bike")).toBe("/notice/12/bike");
    expect(isSecretLinkPath("/verify/")).toBe(false);
    expect(isSecretLinkPath("/subscribe/confirm/t")).toBe(true);
  });
});

describe("featuring", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const live = { category: "jobs", isFeatured: false, status: "active", expiresAt: "2026-07-01T12:00:00Z" };
  it("is offered on a live notice that is not featured and not a discussion", () => {
    expect(canOfferFeaturing(live, now)).toBe(true);
    expect(canOfferFeaturing({ ...live, category: "services", expiresAt: null }, now)).toBe(true);
  });
  it("is not offered on pending, expired, closed, featured or discussion notices", () => {
    for (const status of ["pending", "expired", "rejected", "closed"]) {
      expect(canOfferFeaturing({ ...live, status }, now), status).toBe(false);
    }
    expect(canOfferFeaturing({ ...live, expiresAt: "2026-06-01T11:59:00Z" }, now)).toBe(false);
    expect(canOfferFeaturing({ ...live, isFeatured: true }, now)).toBe(false);
    expect(canOfferFeaturing({ ...live, category: "discussion" }, now)).toBe(false);
  });
});

describe("formatNoticeCount", () => {
  it("says how many, and 1,000+ when the server stopped counting", () => {
    expect(formatNoticeCount(1)).toBe("1 notice");
    expect(formatNoticeCount(240)).toBe("240 notices");
    expect(formatNoticeCount(1000, true)).toBe("1,000+ notices");
    expect(countOf(1200, "message")).toBe("1,200 messages");
  });
  it("groups thousands as toLocaleString('en-GB') does, for every size of whole number", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 3_400_567, 2 ** 40, -1234]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString("en-GB"));
    }
  });
});
