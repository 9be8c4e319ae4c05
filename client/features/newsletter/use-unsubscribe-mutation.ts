import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Subscription } from "@common/subscriber-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The same call a mail program's one-click button makes (RFC 8058), without its form body. */
export function useUnsubscribeMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.POST("/api/unsubscribe/{token}", { params: { path: { token } }, body: {} })),
    onSuccess: () =>
      queryClient.setQueryData<Subscription>(
        queryKeys.subscription(token),
        (old) => old && { ...old, isActive: false },
      ),
  });
}
