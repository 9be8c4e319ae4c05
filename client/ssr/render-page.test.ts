import { AsyncLocalStorage } from "node:async_hooks";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { MAX_LIST_PAGES, readListFilters } from "@common/notice-list-filters";
import type { SsrAnswer, SsrRequest } from "@common/ssr-contract";
import renderer from "../entry-server";
import { ApiError } from "@/lib/api-client";
import {
  featuredNoticesQuery,
  noticeCommentsQuery,
  noticeListQuery,
  noticeQuery,
  settingsQuery,
} from "@/lib/page-queries";
import { queryClientOptions } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { readSsrState } from "./ssr-state";

const gone: SsrAnswer = { status: 410, body: { message: "This notice has expired", title: "Garden bench" } };

/** The page of notice 41, whose API answer is `fetchJson`'s. */
const noticePage = (fetchJson: SsrRequest["fetchJson"]): SsrRequest => ({
  url: "/notice/41/Garden-bench",
  page: { name: "notice", params: { id: "41" } },
  now: Date.parse("2026-06-01T10:00:00Z"),
  seed: 0.5,
  origin: "https://noticeboard.example",
  fetchJson,
});

describe("the server renderer mirrors the API's status for a notice", () => {
  it("answers 410 with the expired card when the API answers 410, and the browser gets the same failure", async () => {
    const asked: string[] = [];
    const result = await renderer.renderPage(
      noticePage(async (url) => {
        asked.push(url);
        return gone;
      }),
    );
    expect(asked).toEqual(["/api/notices/41"]);
    expect(result.status).toBe(410);
    expect(result.html).toContain("This notice has expired");
    expect(result.html).toContain("Garden bench");
    expect(result.stateJson).not.toContain("<");

    const browser = new QueryClient();
    expect(readSsrState(browser, result.stateJson)).toEqual({
      now: Date.parse("2026-06-01T10:00:00Z"),
      seed: 0.5,
      origin: "https://noticeboard.example",
    });
    const error = browser.getQueryState(queryKeys.notices.detail("41"))?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(410);
    expect((error as ApiError).serverMessage).toBe("This notice has expired");
  });
});

describe("the server renderer leaves the process as it found it", () => {
  it("renders without an AsyncLocalStorage, whose first run would put promise hooks on every later request", async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    const errors = vi.spyOn(console, "error");
    const result = await renderer.renderPage(noticePage(async () => gone));
    expect(result.html).toContain("Garden bench");
    expect(run).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("the server renderer fills the cache the page's hooks read", () => {
  const notice = {
    id: 7,
    title: "Best pub walks?",
    description: "Where do you walk to on a Sunday?",
    category: "discussion",
    location: "ludlow",
    eventVenue: null,
    price: null,
    imageUrl: null,
    eventDate: null,
    externalLink: null,
    isFeatured: false,
    featuredUntil: null,
    status: "active",
    views: 3,
    createdAt: "2026-05-30T10:00:00.000Z",
    expiresAt: null,
    commentCount: 0,
  };
  const list = { data: [notice], pagination: { page: 1, limit: 8, total: 1, totalPages: 1 } };
  const render = async (url: string, page: SsrRequest["page"]) => {
    const asked: string[] = [];
    const result = await renderer.renderPage({
      url,
      page,
      now: Date.parse("2026-06-01T10:00:00Z"),
      seed: 0.5,
      origin: "https://noticeboard.example",
      fetchJson: async (path) => {
        asked.push(path);
        if (path.startsWith("/api/notices?")) return { status: 200, body: list };
        if (path.endsWith("/comments")) return { status: 200, body: [] };
        if (path === "/api/settings")
          return { status: 200, body: { paymentsEnabled: true, usualWaitHours: 4 } };
        return { status: 200, body: notice };
      },
    });
    const browser = new QueryClient(queryClientOptions);
    readSsrState(browser, result.stateJson);
    return { asked, browser, result };
  };
  const fresh = (browser: QueryClient, key: readonly unknown[]) => {
    const query = browser.getQueryCache().find({ queryKey: key, exact: true });
    return query?.state.status === "success" && !query.isStale();
  };

  it("a discussion: the notice, its comments and the settings, under the keys of the hooks' own query factories", async () => {
    const { asked, browser, result } = await render("/notice/7/Best-pub-walks", {
      name: "notice",
      params: { id: "7", slug: "Best-pub-walks" },
    });
    expect(result.status).toBe(200);
    expect(asked).toEqual(["/api/notices/7", "/api/notices/7/comments", "/api/settings"]);
    expect(fresh(browser, noticeQuery("7").queryKey)).toBe(true);
    expect(fresh(browser, noticeCommentsQuery(7).queryKey)).toBe(true);
    expect(fresh(browser, settingsQuery().queryKey)).toBe(true);
  });

  it("a town's list: the first page and the featured notices, for the filters the filter bar reads", async () => {
    const { asked, browser } = await render("/?location=ludlow&sort=oldest", { name: "home", params: {} });
    const { filters } = readListFilters(undefined, "?location=ludlow&sort=oldest");
    expect(asked).toHaveLength(2);
    expect(fresh(browser, noticeListQuery(filters).queryKey)).toBe(true);
    expect(browser.getQueryData(noticeListQuery(filters).queryKey)?.pages).toHaveLength(1);
    expect(fresh(browser, featuredNoticesQuery({ location: "ludlow" }).queryKey)).toBe(true);
  });

  it("Load More's address without JavaScript (?page=3): the first three pages, and never more than 20", async () => {
    const pagesRendered = async (url: string) => {
      const result = await renderer.renderPage({
        url,
        page: { name: "home", params: {} },
        now: Date.parse("2026-06-01T10:00:00Z"),
        seed: 0.5,
        origin: "https://noticeboard.example",
        fetchJson: async (path) => {
          const page = Number(new URL(path, "https://x").searchParams.get("page") ?? "1");
          return {
            status: 200,
            body: {
              data: [{ ...notice, id: page }],
              pagination: { page, limit: 8, total: 400, totalPages: 50 },
            },
          };
        },
      });
      const browser = new QueryClient(queryClientOptions);
      readSsrState(browser, result.stateJson);
      const { filters } = readListFilters(undefined, "");
      return {
        pages: browser.getQueryData(noticeListQuery(filters).queryKey)?.pages.length,
        html: result.html,
      };
    };
    const three = await pagesRendered("/?page=3");
    expect(three.pages).toBe(3);
    expect(three.html).toContain('href="/?page=4"');
    expect((await pagesRendered("/?page=999")).pages).toBe(MAX_LIST_PAGES);
    expect((await pagesRendered("/?page=nope")).pages).toBe(1);
  });
});
