import type { Config } from "../config";
import type { MailMessage } from "../mail/mail-transport";
import { renderMail } from "../mail/mail-template";
import { formatDate } from "../../common/format";
import type { AdminRole } from "../../common/team-schemas";

export const INVITATION_SUBJECT = "You are invited to help run Shropshire Noticeboard";

export function invitationUrl(config: Config, token: string): string {
  return `${config.publicUrl}/admin/invitation/${token}`;
}

const ROLE_WORDS: Record<AdminRole, string> = {
  admin: "an admin (moderating, and also the team, settings and payments)",
  moderator: "a moderator (checking new notices, comments and contact messages)",
};

/** The invitation: who asked, the role, the single-use link and until when it works. */
export function invitationMail(
  config: Config,
  invite: { to: string; token: string; role: AdminRole; invitedBy: string; expiresAt: Date },
): MailMessage {
  return renderMail({
    to: invite.to,
    subject: INVITATION_SUBJECT,
    paragraphs: [
      "Hello,",
      `${invite.invitedBy} has invited you to join the Shropshire Noticeboard team as ${ROLE_WORDS[invite.role]}.`,
      `Open the link below to choose a username and password; you will then set up two-factor sign-in with an authenticator app on your phone. The link works once, until ${formatDate(invite.expiresAt)}.`,
    ],
    action: { label: "Accept the invitation", url: invitationUrl(config, invite.token) },
    after: [
      "If you were not expecting this invitation, you can ignore this mail: nothing happens until the link is used.",
    ],
  });
}
