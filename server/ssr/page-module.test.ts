import { describe, expect, it } from "vitest";
import { SECRET_API_PREFIXES } from "../../common/client-routes";
import { PAGE_ROUTES } from "../../common/page-routes";
import { routeTable } from "../../common/pages";
import type { SsrRequest } from "../../common/ssr-contract";
import renderer from "../../client/entry-server";
import { page as notFoundPage } from "../../client/pages/not-found.page";
import { routeOfModule } from "../../client/pages/page-module";
import { registryOf } from "../../client/pages/registry";
import { fixturePage } from "../../client/test/fixture-page";
import type { AppContext } from "../context";
import { renderRobots } from "../feeds/feed-service";
import { renderHead } from "./page-head";

const request = (url: string, page: SsrRequest["page"]): SsrRequest => ({
  url,
  page,
  now: Date.parse("2026-06-01T10:00:00Z"),
  seed: 0.5,
  origin: "https://noticeboard.example",
  fetchJson: async (path) => {
    if (path === "/api/settings")
      return { status: 200, body: { paymentsEnabled: true, usualWaitHours: null, mode: "live" } };
    return { status: 404, body: { message: "Not found" } };
  },
});

describe("a new page module", () => {
  it("needs nothing else: it is routed, rendered on the server with its data and head, and its secret kept", async () => {
    const routes = routeTable({ ...PAGE_ROUTES, fixture: routeOfModule(fixturePage) });
    expect(routes.matchPage("/fixture/abc")).toEqual({ name: "fixture", params: { token: "abc" } });
    expect(routes.publicPageOf("/fixture/abc")).toEqual({ name: "fixture", params: { token: "abc" } });
    expect(routes.secretPagePrefixes).toContain("/fixture/");
    const robots = renderRobots({ config: { publicUrl: "https://noticeboard.example" } } as AppContext, [
      ...routes.secretPagePrefixes,
      ...SECRET_API_PREFIXES,
    ]);
    expect(robots).toContain("Disallow: /fixture/\n");

    const registry = registryOf([fixturePage], notFoundPage);
    const result = await renderer.renderPage(
      request("/fixture/abc", { name: "fixture", params: { token: "abc" } }),
      registry,
    );
    expect(result.status).toBe(200);
    expect(result.html).toContain("Fixture <!-- -->abc<!-- -->: payments <!-- -->on");
    expect(result.stateJson).toContain('"fixture","abc"');
    const head = renderHead({
      head: result.head,
      status: result.status,
      search: "",
      publicUrl: "https://noticeboard.example",
    });
    expect(head).toContain("<title>Fixture abc | Shropshire Noticeboard</title>");
    expect(head).toContain('<meta name="robots" content="noindex">');

    const missing = await renderer.renderPage(
      request("/nowhere", { name: "not-found", params: {} }),
      registry,
    );
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("404 Page Not Found");
    expect(missing.head.title).toBe("404 Page Not Found | Shropshire Noticeboard");
  });
});
