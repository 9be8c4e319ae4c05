import { Component, type ErrorInfo, type ReactNode } from "react";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  /** The path that crashed, or null while all is well. */
  failedPath: string | null;
}

/** wouter announces its navigations with these window events (it patches history.pushState). */
const NAVIGATION_EVENTS = ["popstate", "pushState"] as const;

/**
 * Catches a crash in a page so the header, footer and toasts keep working. Navigating to another page (the header
 * and footer links still work) clears the error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failedPath: null };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failedPath: window.location.pathname };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Page crashed", error, info.componentStack);
    NAVIGATION_EVENTS.forEach((type) => window.addEventListener(type, this.handleNavigation));
  }

  componentWillUnmount() {
    this.stopListening();
  }

  private handleNavigation = () => {
    if (window.location.pathname === this.state.failedPath) return;
    this.stopListening();
    this.setState({ failedPath: null });
  };

  private stopListening() {
    NAVIGATION_EVENTS.forEach((type) => window.removeEventListener(type, this.handleNavigation));
  }

  render() {
    if (this.state.failedPath === null) return this.props.children;

    return (
      <div className="container mx-auto px-4 py-12">
        <Card className="mx-auto max-w-md text-center">
          <CardHeader className="items-center">
            <TriangleAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
            <CardDescription>
              Sorry, this page ran into a problem. Reloading usually fixes it. If it keeps happening, please
              e-mail us at hello@shropshirenoticeboard.co.uk.
            </CardDescription>
          </CardHeader>
          <CardFooter className="flex-col justify-center gap-2 sm:flex-row">
            <Button onClick={() => window.location.reload()}>Reload page</Button>
            <Button variant="outline" asChild>
              <a href="/">Go to homepage</a>
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }
}
