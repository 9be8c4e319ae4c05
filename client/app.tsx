import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Route, Router, Switch, useLocation, useSearch } from "wouter";
import { queryClient } from "@/lib/query-client";
import { ToastArea } from "@/components/ui/toast-area";
import { SiteHeader } from "@/app-shell/site-header";
import { SiteFooter } from "@/app-shell/site-footer";
import { ErrorBoundary } from "@/app-shell/error-boundary";
import { RenderSnapshotProvider, type RenderSnapshot } from "@/lib/render-snapshot";
import { usePageTitle } from "@/lib/use-page-title";
import type { FallbackPageModule, PageModule } from "@/pages/page-module";
import { PAGE_REGISTRY, type PageRegistry, type RegisteredPage } from "@/pages/registry";

function PageLoading() {
  return (
    <div className="container mx-auto px-4 py-8" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-2/3 animate-pulse rounded-md bg-muted" />
      <div className="mt-4 h-40 animate-pulse rounded-md bg-muted" />
    </div>
  );
}

/** Every navigation scrolls to the top (product-spec.md §2). */
function ScrollToTop() {
  const [location] = useLocation();
  // Not for the page as loaded: the browser placed it, and a page woken after the visitor scrolled must stay where it
  // is (lib/wake-on-press.ts).
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** A page's component, titled by its head (a page whose title needs its data titles itself once the data is there). */
function ShownPage({
  page,
  params,
}: {
  page: PageModule | FallbackPageModule;
  params: Record<string, string | undefined>;
}) {
  const search = useSearch();
  usePageTitle(page.titleFromData ? null : page.head({ search, params }).title);
  const Component = page.component;
  return <Component />;
}

type RouteComponent = ComponentType<{ params: Record<string, string | undefined> }>;

/** A page of the registry as a route's component: at once for a page of the first bundle, else loaded on demand. */
function routeComponent(page: RegisteredPage): RouteComponent {
  const { module } = page;
  if (module) return ({ params }) => <ShownPage page={module} params={params} />;
  return lazy(async () => {
    const loaded = await page.load();
    const Loaded: RouteComponent = ({ params }) => <ShownPage page={loaded} params={params} />;
    return { default: Loaded };
  });
}

const ROUTE_COMPONENTS = new WeakMap<PageRegistry, Map<string, RouteComponent>>();

/** Each registry's route components, made once (a lazy component made again would load again). */
function routeComponentsOf(registry: PageRegistry): Map<string, RouteComponent> {
  let components = ROUTE_COMPONENTS.get(registry);
  if (!components) {
    components = new Map(registry.pages.map((page) => [page.name, routeComponent(page)]));
    ROUTE_COMPONENTS.set(registry, components);
  }
  return components;
}

/** The router's routes are the registry's pages (client/pages/registry.ts), then its not-found page. */
function Routes({ registry }: { registry: PageRegistry }) {
  const components = routeComponentsOf(registry);
  return (
    <Switch>
      {registry.pages.map(({ name, path }) => {
        const Component = components.get(name)!;
        return (
          <Route key={name} path={path}>
            {(params: Record<string, string | undefined>) => <Component params={params} />}
          </Route>
        );
      })}
      <Route>{() => <ShownPage page={registry.notFound} params={{}} />}</Route>
    </Switch>
  );
}

interface AppProps {
  /** The server renders each request with its own client; the browser uses the one shared client. */
  client?: QueryClient;
  /**
   * The address the page is rendered at (path, and query string without "?"): on the server the request's; in the
   * browser, for hydrating, the address the server rendered (after hydration the browser reads its own location).
   */
  ssr?: { path: string; search: string };
  /** The server render's clock and seed, for the browser's hydrating render (see lib/render-snapshot.tsx). */
  snapshot?: RenderSnapshot;
  /** The pages (a test passes its own, with a page of its own). */
  registry?: PageRegistry;
}

export function App({ client = queryClient, ssr, snapshot, registry = PAGE_REGISTRY }: AppProps) {
  return (
    <QueryClientProvider client={client}>
      <RenderSnapshotProvider snapshot={snapshot}>
        <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
          <Page registry={registry} />
        </Router>
      </RenderSnapshotProvider>
    </QueryClientProvider>
  );
}

function Page({ registry }: { registry: PageRegistry }) {
  return (
    <>
      <ScrollToTop />
      <div className="flex min-h-screen flex-col bg-background text-foreground">
        <SiteHeader />
        <main id="main" className="flex-1">
          <ErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Routes registry={registry} />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <ToastArea />
    </>
  );
}
