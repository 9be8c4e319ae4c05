import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AlertPreferences } from "@common/queue-alert-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/alert-preferences: the signed-in person's queue mail. */
export function useAlertPreferencesQuery() {
  return useQuery({
    queryKey: queryKeys.admin.alertPreferences,
    queryFn: ({ signal }) => call(api.GET("/api/admin/alert-preferences", { signal })),
  });
}

/** PUT /api/admin/alert-preferences. */
export function useSaveAlertPreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferences) => call(api.PUT("/api/admin/alert-preferences", { body })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.admin.alertPreferences, saved),
  });
}
