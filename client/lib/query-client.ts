import { QueryClient, type QueryClientConfig, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** The default fetcher: GET the query key's first element (a path) and parse JSON. A 401 fails like anything else. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest("GET", String(queryKey[0]));

/** Data never stale, no refetch on focus, no polling, no retries (product-spec.md §4). The server renders with these. */
export const queryClientOptions: QueryClientConfig = {
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
};

export const queryClient = new QueryClient(queryClientOptions);
