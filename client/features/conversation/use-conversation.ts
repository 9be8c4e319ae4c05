import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConversationAnswer } from "@common/conversation-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/conversations/{token}: reading changes nothing (a mail scanner may open the link). */
export function useConversationQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.conversation(token),
    queryFn: () => call(api.GET("/api/conversations/{token}", { params: { path: { token } } })),
    retry: false,
  });
}

/** POST /api/conversations/{token}/messages: 202 "sent" whatever became of it; the thread is read again. */
export function useConversationReplyMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(api.POST("/api/conversations/{token}/messages", { params: { path: { token } }, body: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversation(token) }),
  });
}

/** POST /api/conversations/{token}/report. */
export function useConversationReportMutation(token: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      call(api.POST("/api/conversations/{token}/report", { params: { path: { token } }, body: { reason } })),
  });
}

/** POST/DELETE /api/conversations/{token}/reserve: the poster's Reserved switch. */
export function useConversationReserveMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reserved: boolean) => {
      const options = { params: { path: { token } } };
      return call<ConversationAnswer>(
        reserved
          ? api.POST("/api/conversations/{token}/reserve", options)
          : api.DELETE("/api/conversations/{token}/reserve", options),
      );
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.conversation(token), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
    },
  });
}
