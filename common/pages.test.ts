import { describe, expect, it } from "vitest";
import { isClientRoute, isSecretLinkPath, SECRET_PATH_PREFIXES } from "./client-routes";
import { listHead, noticeHead } from "./page-heads";
import { matchPage, PAGE_NAMES, publicPageOf, routeOf, SECRET_PAGE_PREFIXES } from "./pages";

describe("the routes of the pages (common/page-routes.ts, from the page modules)", () => {
  it("marks every page whose path carries a :token secret, and only those", () => {
    for (const name of PAGE_NAMES) {
      const page = routeOf(name)!;
      expect(Boolean(page.secret), name).toBe(page.path.includes(":token"));
    }
    expect([...SECRET_PAGE_PREFIXES].sort()).toEqual(
      [
        "/admin/enrol/",
        "/admin/invitation/",
        "/alerts/confirm/",
        "/alerts/stop/",
        "/conversation/",
        "/manage/",
        "/my-data/",
        "/subscribe/confirm/",
        "/subscription/",
        "/unsubscribe/",
        "/verify/",
      ].sort(),
    );
    expect(SECRET_PATH_PREFIXES.filter((prefix) => !prefix.startsWith("/api/"))).toEqual(
      SECRET_PAGE_PREFIXES,
    );
  });

  it("matches each page's own path, with its parameters decoded, and nothing else", () => {
    expect(matchPage("/")).toEqual({ name: "home", params: {} });
    expect(matchPage("/category/items_for_sale/")).toEqual({
      name: "category",
      params: { category: "items_for_sale" },
    });
    expect(matchPage("/notice/12/Oak-table")).toEqual({
      name: "notice",
      params: { id: "12", slug: "Oak-table" },
    });
    expect(matchPage("/notice/caf%C3%A9")).toEqual({ name: "notice", params: { id: "café" } });
    expect(matchPage("/verify")).toEqual({ name: "verify", params: {} });
    expect(matchPage("/alerts/stop/tok/5")).toEqual({ name: "alertStop", params: { token: "tok", id: "5" } });
    expect(matchPage("/alerts/stop/tok/x")).toBeNull();
    expect(matchPage("/poster/1234567890")).toBeNull();
    expect(matchPage("/admin")?.name).toBe("admin");
    expect(isClientRoute("/admin/secret")).toBe(false);
    expect(isSecretLinkPath("/alerts/stop/tok/5")).toBe(true);
  });

  it("renders on the server only the public list, notice and long-form pages, and the newsletter form's answer", () => {
    const rendered = PAGE_NAMES.filter((name) => routeOf(name)!.rendered);
    // newsletterSent answers the footer's form posted without JavaScript (decision 0019): only HTML can show it.
    expect(rendered.sort()).toEqual(
      [
        "home",
        "category",
        "notice",
        "poster",
        "about",
        "postingGuidelines",
        "terms",
        "privacy",
        "newsletterSent",
      ].sort(),
    );
    expect(publicPageOf("/manage/abc")).toBeNull();
    expect(publicPageOf("/no/such/page")).toEqual({ name: "not-found", params: {} });
    expect(rendered.some((name) => routeOf(name)!.secret)).toBe(false);
    expect(PAGE_NAMES.filter((name) => routeOf(name)!.countsView)).toEqual(["notice"]);
    expect(routeOf("not-found")).toBeUndefined();
  });

  it("heads a list page with its heading and town, and keeps a filtered list out of search results", () => {
    expect(listHead({ search: "" })).toMatchObject({ title: "Shropshire Noticeboard", path: "/" });
    expect(listHead({ params: { category: "jobs" }, search: "?location=ludlow&sort=oldest" })).toEqual({
      title: "Jobs in Shropshire - Ludlow | Shropshire Noticeboard",
      description:
        "Jobs in Shropshire - Ludlow: the latest notices on the community noticeboard for Shropshire.",
      path: "/category/jobs?location=ludlow",
      noindex: true,
      image: "/og/jobs.png",
      about: { list: { category: "jobs" } },
    });
    const noticeTitle = noticeHead("", false);
    expect(noticeTitle({}).title).toBe("Notice not found | Shropshire Noticeboard");
    expect(noticeTitle({ gone: { message: "This notice has expired", title: "Bench" } }).title).toBe(
      "This notice has expired: Bench | Shropshire Noticeboard",
    );
  });
});
