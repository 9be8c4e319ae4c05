import { useEffect } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch, useLocation } from "wouter";
import { queryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { SiteHeader } from "@/components/site-header";
import { SiteFooter } from "@/components/site-footer";
import { ErrorBoundary } from "@/components/error-boundary";
import { HomePage } from "@/pages/home-page";
import { CategoryPage } from "@/pages/category-page";
import { NoticePage } from "@/pages/notice-page";
import { VerifyPage } from "@/pages/verify-page";
import { PaymentSuccessPage } from "@/pages/payment-success-page";
import { PaymentCancelPage } from "@/pages/payment-cancel-page";
import { AdminLoginPage } from "@/pages/admin/login-page";
import { AdminDashboardPage } from "@/pages/admin/dashboard-page";
import { AboutPage } from "@/pages/about-page";
import { PostingGuidelinesPage } from "@/pages/posting-guidelines-page";
import { TermsPage } from "@/pages/terms-page";
import { PrivacyPage } from "@/pages/privacy-page";
import { NotFoundPage } from "@/pages/not-found-page";

/** Every navigation scrolls to the top (product-spec.md §2). */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The route table; keep it in step with common/client-routes.ts, which the server uses for 200 vs 404. */
function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/category/:category" component={CategoryPage} />
      <Route path="/notice/:id/:slug?" component={NoticePage} />
      <Route path="/verify/:token?" component={VerifyPage} />
      <Route path="/payment-success" component={PaymentSuccessPage} />
      <Route path="/payment-cancel" component={PaymentCancelPage} />
      <Route path="/admin" component={AdminLoginPage} />
      <Route path="/admin/login" component={AdminLoginPage} />
      <Route path="/admin/dashboard" component={AdminDashboardPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/posting-guidelines" component={PostingGuidelinesPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <div className="flex min-h-screen flex-col bg-background text-foreground">
        <SiteHeader />
        <main id="main" className="flex-1">
          <ErrorBoundary>
            <Routes />
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <Toaster />
    </QueryClientProvider>
  );
}
