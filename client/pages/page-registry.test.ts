import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "@common/page-routes";
import { page as notFoundPage } from "./not-found.page";
import { fallbackOf, pagesOf, routeOfModule } from "./page-module";
import { PAGE_REGISTRY } from "./registry";

const MODULES = import.meta.glob<Record<string, unknown>>("./**/*.page.tsx", { eager: true });

describe("the page modules", () => {
  it("are what the generated route table says (npm run gen:pages), one name each", () => {
    const declared: Record<string, object> = {};
    for (const [file, namespace] of Object.entries(MODULES)) {
      for (const page of pagesOf(namespace)) {
        expect(declared[page.name], page.name).toBeUndefined();
        declared[page.name] = { file: file.slice(2), ...routeOfModule(page) };
      }
    }
    expect(declared).toEqual(PAGE_ROUTES);
    expect(fallbackOf(MODULES["./not-found.page.tsx"])).toBe(notFoundPage);
  });

  it("are each routed once, a component each; only the browsing pages are in the first bundle", async () => {
    const paths = PAGE_REGISTRY.pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PAGE_REGISTRY.pages.filter((page) => page.module).map((page) => page.name)).toEqual([
      "category",
      "home",
      "notice",
    ]);
    for (const page of PAGE_REGISTRY.pages) {
      const module = await page.load();
      expect(module.name).toBe(page.name);
      expect(typeof module.component, page.name).toBe("function");
    }
    expect((await PAGE_REGISTRY.byName("verify")!.load()).head({}).title).toBe(
      "Confirm your notice | Shropshire Noticeboard",
    );
  });
});
