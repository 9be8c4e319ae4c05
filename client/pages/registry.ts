import { PAGE_ROUTES } from "@common/page-routes";
import type { PageRoute } from "@common/pages";
import { fallbackOf, pagesOf, routeOfModule, type FallbackPageModule, type PageModule } from "./page-module";

/** A page of the registry: its route, and its module (at once for a page of the first bundle, else on demand). */
export interface RegisteredPage extends PageRoute {
  name: string;
  /** The module of a page in the first bundle; a page loaded on demand has only `load`. */
  module?: PageModule;
  load(): Promise<PageModule>;
}

export interface PageRegistry {
  /** Every page, in the order the router tries their paths. */
  pages: readonly RegisteredPage[];
  /** The page for paths no page has. */
  notFound: FallbackPageModule;
  byName(name: string): RegisteredPage | undefined;
}

type Namespace = Record<string, unknown>;

function registry(pages: RegisteredPage[], notFound: FallbackPageModule): PageRegistry {
  const named = new Map(pages.map((page) => [page.name, page]));
  return { pages, notFound, byName: (name) => named.get(name) };
}

/** A registry of modules at hand (a test's, with a page of its own). */
export function registryOf(modules: PageModule[], notFound: FallbackPageModule): PageRegistry {
  return registry(
    modules.map((module) => ({
      ...routeOfModule(module),
      name: module.name,
      module,
      load: async () => module,
    })),
    notFound,
  );
}

/**
 * The pages a visitor most often opens first (the lists, a notice, not-found) are in the first bundle; every other
 * page module is loaded on demand, so a phone downloads only the browsing code first. A page joins the first bundle
 * by being named in both lists.
 */
const FIRST_BUNDLE = import.meta.glob<Namespace>(
  ["./home.page.tsx", "./category.page.tsx", "./notice.page.tsx", "./not-found.page.tsx"],
  { eager: true },
);
const ON_DEMAND = import.meta.glob<Namespace>([
  "./**/*.page.tsx",
  "!./home.page.tsx",
  "!./category.page.tsx",
  "!./notice.page.tsx",
  "!./not-found.page.tsx",
]);

function registered(name: string, route: PageRoute & { file: string }): RegisteredPage {
  const key = `./${route.file}`;
  const { file: _file, ...fact } = route;
  const first = FIRST_BUNDLE[key];
  const module = first ? pagesOf(first).find((page) => page.name === name) : undefined;
  if (module) return { ...fact, name, module, load: async () => module };
  const loader = ON_DEMAND[key];
  if (!loader) throw new Error(`No page module ${route.file}: run npm run gen:pages`);
  return {
    ...fact,
    name,
    load: async () => {
      const found = pagesOf(await loader()).find((page) => page.name === name);
      if (!found) throw new Error(`${route.file} declares no page ${name}: run npm run gen:pages`);
      return found;
    },
  };
}

const notFound = fallbackOf(FIRST_BUNDLE["./not-found.page.tsx"] ?? {});
if (!notFound) throw new Error("not-found.page.tsx declares no fallback page");

/** Every page of the web app: the routes page-routes.ts holds (generated from the modules) and their modules. */
export const PAGE_REGISTRY: PageRegistry = registry(
  Object.entries(PAGE_ROUTES).map(([name, route]) => registered(name, route)),
  notFound,
);
