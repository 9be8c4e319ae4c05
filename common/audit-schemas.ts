import { z } from "zod";
import { CursorQuerySchema, cursorPageSchema } from "./cursor-page";

export const AUDIT_ACTIONS = [
  "approve",
  "reject",
  "undo",
  "edit",
  "edit_approve",
  "edit_reject",
  "feature",
  "unfeature",
  "delete",
  "reports_keep",
  "reports_remove",
  "comment_approve",
  "comment_reject",
  "comment_delete",
  "watch_word_add",
  "watch_word_remove",
  "synonym_add",
  "synonym_change",
  "synonym_remove",
  "block_sender",
  "conversation_release",
  "conversation_block",
  "conversation_resume",
  "login",
  "login_failed",
  "team_invite",
  "team_invite_withdraw",
  "team_join",
  "team_role",
  "team_remove",
  "team_mfa_reset",
  "spam_hold",
  "spam_release",
  "went_live_remove",
  "trust_settings_change",
  "backup_create",
  "backup_settings_change",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  approve: "Approved",
  reject: "Rejected",
  undo: "Undone",
  edit: "Edited",
  edit_approve: "Poster's edit approved",
  edit_reject: "Poster's edit rejected",
  feature: "Featured",
  unfeature: "Unfeatured",
  delete: "Deleted",
  reports_keep: "Kept after reports",
  reports_remove: "Removed after reports",
  comment_approve: "Comment approved",
  comment_reject: "Comment rejected",
  comment_delete: "Comment deleted",
  watch_word_add: "Watch word added",
  watch_word_remove: "Watch word removed",
  synonym_add: "Synonyms added",
  synonym_change: "Synonyms changed",
  synonym_remove: "Synonyms removed",
  block_sender: "Sender blocked",
  conversation_release: "Held message released",
  conversation_block: "Conversation side blocked",
  conversation_resume: "Conversation resumed",
  login: "Logged in",
  login_failed: "Failed login",
  team_invite: "Invited to the team",
  team_invite_withdraw: "Invitation withdrawn",
  team_join: "Joined the team",
  team_role: "Role changed",
  team_remove: "Removed from the team",
  team_mfa_reset: "Two-factor sign-in reset",
  spam_hold: "Held as likely spam",
  spam_release: "Released from Likely spam",
  went_live_remove: "Removed after going live without review",
  trust_settings_change: "Trust settings changed",
  backup_create: "Backup written",
  backup_settings_change: "Backup settings changed",
};

/** GET /api/admin/audit: newest first, 50 a page (the cursor is the last id shown). */
export const AuditQuerySchema = CursorQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS, { error: "Please choose a valid action" }).optional(),
  admin: z.string().trim().max(100).optional(),
  noticeId: z
    .string()
    .regex(/^\d{1,9}$/, "Notice must be a number")
    .optional(),
});

export const AuditEntrySchema = z.object({
  id: z.number(),
  admin: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.number().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = cursorPageSchema(AuditEntrySchema);

/** GET /api/admin/audit/people: every name the history holds, for its person filter. */
export const AuditPeopleSchema = z.object({ people: z.array(z.string()) });
