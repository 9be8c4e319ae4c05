import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Route, Router, Switch, useLocation, useSearch } from "wouter";
import { PAGE_NAMES, pageOf, type PageName } from "@common/pages";
import { queryClient } from "@/lib/query-client";
import { useToast } from "@/components/ui/use-toast";
import { SiteHeader } from "@/app-shell/site-header";
import { SiteFooter } from "@/app-shell/site-footer";
import { ErrorBoundary } from "@/app-shell/error-boundary";
import { RenderSnapshotProvider, type RenderSnapshot } from "@/lib/render-snapshot";
import { usePageHead } from "@/lib/use-page-title";
import { HomePage } from "@/pages/home-page";
import { CategoryPage } from "@/pages/category-page";
import { NoticePage } from "@/pages/notice-page";
import { NotFoundPage } from "@/pages/not-found-page";

/* Toasts only ever follow an action, so their library loads with the first toast (the toast store itself is tiny). */
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** The toast area, from the first toast on (then kept, so toasts can leave as they should). */
function ToastArea() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Pages most visitors never open load on demand, so a phone downloads only the browsing code first. */
const VerifyPage = lazy(() => import("@/pages/verify-page").then((m) => ({ default: m.VerifyPage })));
const PaymentSuccessPage = lazy(() =>
  import("@/pages/payment-success-page").then((m) => ({ default: m.PaymentSuccessPage })),
);
const PaymentCancelPage = lazy(() =>
  import("@/pages/payment-cancel-page").then((m) => ({ default: m.PaymentCancelPage })),
);
const AdminLoginPage = lazy(() =>
  import("@/pages/admin/login-page").then((m) => ({ default: m.AdminLoginPage })),
);
const AdminDashboardPage = lazy(() =>
  import("@/pages/admin/dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const InvitationPage = lazy(() =>
  import("@/pages/admin/invitation-page").then((m) => ({ default: m.InvitationPage })),
);
const EnrolPage = lazy(() => import("@/pages/admin/enrol-page").then((m) => ({ default: m.EnrolPage })));
const ConversationPage = lazy(() =>
  import("@/pages/conversation-page").then((m) => ({ default: m.ConversationPage })),
);
const ManagePage = lazy(() => import("@/pages/manage-page").then((m) => ({ default: m.ManagePage })));
const MyDataRequestPage = lazy(() =>
  import("@/pages/my-data-page").then((m) => ({ default: m.MyDataRequestPage })),
);
const MyDataPage = lazy(() => import("@/pages/my-data-page").then((m) => ({ default: m.MyDataPage })));
const AboutPage = lazy(() => import("@/pages/about-page").then((m) => ({ default: m.AboutPage })));
const PostingGuidelinesPage = lazy(() =>
  import("@/pages/posting-guidelines-page").then((m) => ({ default: m.PostingGuidelinesPage })),
);
const TermsPage = lazy(() => import("@/pages/terms-page").then((m) => ({ default: m.TermsPage })));
const SubscribeConfirmPage = lazy(() =>
  import("@/pages/subscribe-confirm-page").then((m) => ({ default: m.SubscribeConfirmPage })),
);
const SubscriptionPage = lazy(() =>
  import("@/pages/subscription-page").then((m) => ({ default: m.SubscriptionPage })),
);
const UnsubscribePage = lazy(() =>
  import("@/pages/unsubscribe-page").then((m) => ({ default: m.UnsubscribePage })),
);
const AlertConfirmPage = lazy(() =>
  import("@/pages/alert-confirm-page").then((m) => ({ default: m.AlertConfirmPage })),
);
const AlertStopPage = lazy(() =>
  import("@/pages/alert-stop-page").then((m) => ({ default: m.AlertStopPage })),
);
const PosterPage = lazy(() => import("@/pages/poster-page").then((m) => ({ default: m.PosterPage })));
const PrivacyPage = lazy(() => import("@/pages/privacy-page").then((m) => ({ default: m.PrivacyPage })));

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
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Each page of the table (common/pages.ts) and its component: the router's routes are the table's rows. */
export const PAGE_COMPONENTS: Record<PageName, ComponentType> = {
  home: HomePage,
  category: CategoryPage,
  notice: NoticePage,
  poster: PosterPage,
  about: AboutPage,
  postingGuidelines: PostingGuidelinesPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  verify: VerifyPage,
  manage: ManagePage,
  conversation: ConversationPage,
  myDataRequest: MyDataRequestPage,
  myData: MyDataPage,
  subscribeConfirm: SubscribeConfirmPage,
  subscription: SubscriptionPage,
  unsubscribe: UnsubscribePage,
  alertConfirm: AlertConfirmPage,
  alertStop: AlertStopPage,
  paymentSuccess: PaymentSuccessPage,
  paymentCancel: PaymentCancelPage,
  admin: AdminLoginPage,
  adminLogin: AdminLoginPage,
  adminDashboard: AdminDashboardPage,
  adminInvitation: InvitationPage,
  adminEnrol: EnrolPage,
};

/** A page of the table, titled by it (a page whose title needs its data titles itself once the data is there). */
function TablePage({ name, params }: { name: PageName; params: Record<string, string | undefined> }) {
  const search = useSearch();
  usePageHead(name, pageOf(name).titleFromData ? null : { search, params });
  const Component = PAGE_COMPONENTS[name];
  return <Component />;
}

function NotFound() {
  usePageHead("not-found");
  return <NotFoundPage />;
}

function Routes() {
  return (
    <Switch>
      {PAGE_NAMES.map((name) => (
        <Route key={name} path={pageOf(name).path}>
          {(params: Record<string, string | undefined>) => <TablePage name={name} params={params} />}
        </Route>
      ))}
      <Route component={NotFound} />
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
}

export function App({ client = queryClient, ssr, snapshot }: AppProps) {
  return (
    <QueryClientProvider client={client}>
      <RenderSnapshotProvider snapshot={snapshot}>
        <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
          <Page />
        </Router>
      </RenderSnapshotProvider>
    </QueryClientProvider>
  );
}

function Page() {
  return (
    <>
      <ScrollToTop />
      <div className="flex min-h-screen flex-col bg-background text-foreground">
        <SiteHeader />
        <main id="main" className="flex-1">
          <ErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Routes />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <ToastArea />
    </>
  );
}
