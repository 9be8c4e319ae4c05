import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/enrolment/{token}: whose link it is (404 once used or expired). Reads only. */
export function useEnrolmentLink(token: string) {
  return useQuery({
    queryKey: queryKeys.enrolmentLink(token),
    queryFn: ({ signal }) =>
      call(api.GET("/api/admin/enrolment/{token}", { params: { path: { token } }, signal })),
    retry: false,
  });
}

/** POST /api/admin/enrolment/{token}: uses the link; the session it answers can only set up two-factor sign-in. */
export function useUseEnrolmentLinkMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.POST("/api/admin/enrolment/{token}", { params: { path: { token } } })),
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.admin.all }),
  });
}
