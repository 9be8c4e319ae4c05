import { useState } from "react";
import { UserPlus } from "lucide-react";
import { formatDate, formatDateTime } from "@common/format";
import {
  ADMIN_ROLE_LABELS,
  type AdminRole,
  type OpenInvitation,
  type TeamMember,
} from "@common/team-schemas";
import { errorMessage } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { InviteDialog } from "./invite-dialog";
import { RoleSelect } from "./role-select";
import { TeamConfirmDialog, type TeamAction } from "./team-confirm-dialog";
import { useChangeRoleMutation, useResendInvitationMutation, useTeam } from "./use-team";

/**
 * The Team tab (admins only): everyone with an account — role, two-factor sign-in on or off, last sign-in — with
 * change role, reset two-factor and remove; the invitations still open, each to send again or withdraw; and the Invite
 * button.
 */
export function TeamTab({ username }: { username: string }) {
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<TeamAction | null>(null);
  const changeRole = useChangeRoleMutation();
  const resend = useResendInvitationMutation();

  const setRole = (member: TeamMember, role: AdminRole) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          toast({
            title: "Role changed",
            description: `${member.username} is now ${ADMIN_ROLE_LABELS[role]}.`,
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Role not changed", description: errorMessage(error) }),
      },
    );

  const sendAgain = (invitation: OpenInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (sent) =>
        toast({
          title: "Invitation sent again",
          description: `${sent.email} has a new link, working until ${formatDate(sent.expiresAt)}. The earlier link no longer works.`,
        }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Invitation not sent", description: errorMessage(error) }),
    });

  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="team-heading" className="text-xl font-semibold">
          Team
        </h2>
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite someone
        </Button>
      </div>
      {team.isError && <p role="alert">Could not load the team: {errorMessage(team.error)}</p>}
      <ul className="divide-y rounded-md border" aria-label="People">
        {team.data?.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium break-words">
                {m.username}
                {m.username === username ? " (you)" : ""}{" "}
                <Badge variant={m.role === "admin" ? "default" : "secondary"}>
                  {ADMIN_ROLE_LABELS[m.role]}
                </Badge>
              </p>
              {m.email && <p className="break-all text-muted-foreground">{m.email}</p>}
              <p className="text-muted-foreground">
                Two-factor sign-in {m.mfaEnabled ? "on" : "off"} · Last sign-in{" "}
                {m.lastSignInAt ? formatDateTime(m.lastSignInAt) : "never"}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={`role-${m.id}`} className="sr-only">
                Role of {m.username}
              </Label>
              <RoleSelect
                id={`role-${m.id}`}
                value={m.role}
                onChange={(role) => setRole(m, role)}
                disabled={changeRole.isPending}
                className="w-36"
              />
              {m.mfaEnabled && (
                <Button variant="outline" size="sm" onClick={() => setAction({ kind: "reset", member: m })}>
                  Reset two-factor<span className="sr-only"> of {m.username}</span>
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setAction({ kind: "remove", member: m })}>
                Remove<span className="sr-only"> {m.username}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {team.data && team.data.invitations.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">Invitations not yet accepted</h3>
          <ul className="divide-y rounded-md border" aria-label="Open invitations">
            {team.data.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium break-all">
                    {i.email} <Badge variant="outline">{ADMIN_ROLE_LABELS[i.role]}</Badge>
                  </p>
                  <p className="text-muted-foreground">
                    Invited by {i.invitedBy ?? "a former member"} · the link works until{" "}
                    {formatDate(i.expiresAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {/* Named by aria-label rather than hidden text: the address stays the row's text alone. */}
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resend.isPending}
                    aria-label={`Send again to ${i.email}`}
                    onClick={() => sendAgain(i)}
                  >
                    Send again
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Withdraw the invitation to ${i.email}`}
                    onClick={() => setAction({ kind: "withdraw", invitation: i })}
                  >
                    Withdraw
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <TeamConfirmDialog action={action} onClose={() => setAction(null)} />
    </section>
  );
}
