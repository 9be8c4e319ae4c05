import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import type { RenderSnapshot } from "@/lib/render-snapshot";
import { keepFeaturedPick } from "@/features/notices/featured-pick";

/** The JSON of the `ssr-state` element: the dehydrated query cache (errors as plain fields) and the snapshot. */
interface SsrState {
  queries: DehydratedState;
  snapshot: RenderSnapshot;
}

interface PlainError {
  status: number;
  message: string;
  serverMessage: string;
  errors: Record<string, string>;
  body?: unknown;
}

/**
 * JSON safe inside a script element: `<` can never close it, and U+2028/2029 are escaped for old parsers. Every query is
 * kept, failed ones too, so a notice that answered 404 or 410 renders the same card in the browser as on the server;
 * a featured list keeps only the notices the page shows.
 */
export function writeSsrState(queryClient: QueryClient, snapshot: RenderSnapshot): string {
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  keepFeaturedPick(queries, snapshot.seed);
  for (const query of queries.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: PlainError = {
        status: error.status,
        message: error.message,
        serverMessage: error.serverMessage,
        errors: error.errors,
        body: error.body,
      };
      (query.state as { error: unknown }).error = plain;
    }
  }
  return JSON.stringify({ queries, snapshot } satisfies SsrState)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Fills the browser's query cache from the server's state; answers the render snapshot. */
export function readSsrState(queryClient: QueryClient, json: string): RenderSnapshot {
  const state = JSON.parse(json) as SsrState;
  for (const query of state.queries.queries) {
    const error = query.state.error as PlainError | null;
    if (error && typeof error.status === "number") {
      (query.state as { error: unknown }).error = new ApiError(
        error.status,
        error.message,
        error.serverMessage,
        error.errors,
        error.body,
      );
    }
  }
  hydrate(queryClient, state.queries);
  return state.snapshot;
}
