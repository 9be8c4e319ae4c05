import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";

/**
 * Every query names its own fetcher: keys are families (lib/query-keys.ts), not paths. Data never stale, no refetch on focus, no polling, no retries (product-spec.md §4). The server renders with these. */
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
