import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";

/**
 * Data never stale, no refetch on focus, no polling, no retries (product-spec.md §4). The server renders with these.
 * No default fetcher: keys are families (lib/query-keys.ts), not paths, so every query names its own.
 */
export const queryClientOptions: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
};

export const queryClient = new QueryClient(queryClientOptions);
