import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRole, InvitationAcceptInput, TeamInvitationInput } from "@common/team-schemas";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/team: the people and the open invitations (admins only). */
export function useTeam() {
  return useQuery({
    queryKey: queryKeys.admin.team,
    queryFn: ({ signal }) => call(api.GET("/api/admin/team", { signal })),
    staleTime: 0,
  });
}

function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.team }),
  });
}

export const useInviteMutation = () =>
  useTeamMutation((body: TeamInvitationInput) => call(api.POST("/api/admin/team/invitations", { body })));

export const useChangeRoleMutation = () =>
  useTeamMutation(({ id, role }: { id: number; role: AdminRole }) =>
    call(api.PATCH("/api/admin/team/{id}", { params: { path: { id: String(id) } }, body: { role } })),
  );

export const useRemoveMemberMutation = () =>
  useTeamMutation((id: number) =>
    call(api.DELETE("/api/admin/team/{id}", { params: { path: { id: String(id) } } })),
  );

export const useResetMfaMutation = () =>
  useTeamMutation((id: number) =>
    call(api.DELETE("/api/admin/team/{id}/mfa", { params: { path: { id: String(id) } } })),
  );

/** POST /api/admin/team/invitations/{id}/resend: a new link by mail; the old one stops working. */
export const useResendInvitationMutation = () =>
  useTeamMutation((id: number) =>
    call(api.POST("/api/admin/team/invitations/{id}/resend", { params: { path: { id: String(id) } } })),
  );

/** DELETE /api/admin/team/invitations/{id}: the link stops working. */
export const useWithdrawInvitationMutation = () =>
  useTeamMutation((id: number) =>
    call(api.DELETE("/api/admin/team/invitations/{id}", { params: { path: { id: String(id) } } })),
  );

/** GET /api/admin/invitations/{token}: who is invited and as what (404 unknown, 410 used, withdrawn or expired). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) =>
      call(api.GET("/api/admin/invitations/{token}", { params: { path: { token } }, signal })),
  });
}

/** POST /api/admin/invitations/{token}/accept: makes the account and signs it in. */
export function useAcceptInvitationMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationAcceptInput) =>
      call(api.POST("/api/admin/invitations/{token}/accept", { params: { path: { token } }, body })),
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.admin.all }),
  });
}
