import { z } from "zod";
import { LIMITS } from "./limits";
import { ADMIN_ROLES } from "./team-schemas";

/** Admin login's form (product-spec §5): it asks only that both fields are filled. */
export const AdminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(200),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
});

export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;

/**
 * POST /api/admin/login's body: the form's rules and the server-side schema's minimums (product-spec §5: username 4,
 * password 8), a 400 with the field's message like any other rule. They are the rules every account was made under, so
 * they say nothing about which accounts exist; a shorter attempt is not a failed login.
 */
export const AdminLoginBodySchema = z.object({
  username: AdminLoginSchema.shape.username.min(
    LIMITS.adminUsernameMin,
    `Username must be at least ${LIMITS.adminUsernameMin} characters`,
  ),
  password: AdminLoginSchema.shape.password.min(
    LIMITS.adminPasswordMin,
    `Password must be at least ${LIMITS.adminPasswordMin} characters`,
  ),
});

/** A right password answers the session (`username`), or, for an admin with two-factor sign-in, asks for the code. */
export const AdminLoggedInSchema = z.object({ username: z.string() });
export type AdminLoggedIn = z.infer<typeof AdminLoggedInSchema>;
export const AdminLoginResultSchema = z.union([
  AdminLoggedInSchema,
  z.object({ mfaRequired: z.literal(true) }),
]);

export const AdminCheckAuthSchema = z.object({
  authenticated: z.literal(true),
  username: z.string(),
  /** `admin` or `moderator` (common/team-schemas.ts): the dashboard shows a moderator only the tabs they may use. */
  role: z.enum(ADMIN_ROLES),
  /** Two-factor sign-in is on for this admin. */
  mfaEnabled: z.boolean(),
  /** ADMIN_REQUIRE_MFA is set, or this account was invited or reset, and it has not enrolled: only enrolment works. */
  mfaSetupRequired: z.boolean(),
});

/** GET /api/admin/login-failures: wrong passwords and codes typed for this admin since their previous sign-in. */
export const AdminLoginFailuresSchema = z.object({
  count: z.number().int(),
  /** The previous sign-in; null when this is the first. */
  since: z.string().nullable(),
  /** The newest 20, newest first. */
  attempts: z.array(z.object({ at: z.string() })),
});
export type AdminLoginFailures = z.infer<typeof AdminLoginFailuresSchema>;
