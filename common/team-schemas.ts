import { z } from "zod";
import { LIMITS } from "./limits";
import { contactEmailSchema } from "./notice-schemas";
import { hasObviousWeakness, NEW_PASSWORD_MIN, WEAK_PASSWORD } from "./admin-password-rule";

/**
 * The two kinds of account (issue 23). `admin`: everything. `moderator`: the review queue, notices, comments, contact
 * messages and history — not people, settings, payments, the watch list, synonyms, analytics, newsletter or backups.
 */
export const ADMIN_ROLES = ["admin", "moderator"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { admin: "Admin", moderator: "Moderator" };

/** What the server answers when a moderator calls an admin-only route (403). */
export const NO_PERMISSION = "You do not have permission to do that";

const RoleSchema = z.enum(ADMIN_ROLES, { error: "Please choose a role" });

/** POST /api/admin/team/invitations. */
export const TeamInvitationInputSchema = z.object({ email: contactEmailSchema, role: RoleSchema });
export type TeamInvitationInput = z.infer<typeof TeamInvitationInputSchema>;

/** PATCH /api/admin/team/{id}. */
export const TeamRoleInputSchema = z.object({ role: RoleSchema });
export type TeamRoleInput = z.infer<typeof TeamRoleInputSchema>;

/**
 * POST /api/admin/invitations/{token}/accept: the invitee's sign-in name and password. The password follows the rule
 * for new passwords (common/admin-password-rule.ts): its cheap half here, the common-password check on the server.
 */
export const InvitationAcceptInputSchema = z
  .object({
    username: z
      .string({ error: `Username must be at least ${LIMITS.adminUsernameMin} characters` })
      .trim()
      .min(LIMITS.adminUsernameMin, `Username must be at least ${LIMITS.adminUsernameMin} characters`)
      .max(100, "Username must be at most 100 characters")
      .regex(/^[\p{L}\p{N}._-]+$/u, "Use letters, digits, dots, dashes or underscores"),
    password: z
      .string({ error: WEAK_PASSWORD })
      .min(NEW_PASSWORD_MIN, WEAK_PASSWORD)
      .max(1000, "Password must be at most 1000 characters"),
  })
  .superRefine((input, check) => {
    if (hasObviousWeakness(input.password, input.username)) {
      check.addIssue({ code: "custom", path: ["password"], message: WEAK_PASSWORD });
    }
  });
export type InvitationAcceptInput = z.infer<typeof InvitationAcceptInputSchema>;

export const InvitationTokenParamsSchema = z.object({ token: z.string().max(200) });

/** GET /api/admin/invitations/{token}: who is invited, and as what. */
export const InvitationSchema = z.object({ email: z.string(), role: RoleSchema });
export type Invitation = z.infer<typeof InvitationSchema>;

export const TeamMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  role: RoleSchema,
  mfaEnabled: z.boolean(),
  /** The latest sign-in (from the audit log), or null when never. */
  lastSignInAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const OpenInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: RoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type OpenInvitation = z.infer<typeof OpenInvitationSchema>;

/** GET /api/admin/team: everyone with an account, and the invitations not yet accepted, expired or revoked. */
export const TeamSchema = z.object({
  members: z.array(TeamMemberSchema),
  invitations: z.array(OpenInvitationSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/** POST /api/admin/team/invitations (and …/{id}/resend) answers the open invitation it made. */
export const CreatedInvitationSchema = OpenInvitationSchema;
