import { z } from "zod";

/** The login's second step, and the enrolment's confirmation: a 6-digit code, or (at login) a recovery code. */
export const AdminMfaCodeSchema = z.object({
  code: z
    .string({ error: "Enter the code from your authenticator app" })
    .trim()
    .min(1, "Enter the code from your authenticator app")
    .max(64, "That code is too long"),
});
export type AdminMfaCodeInput = z.infer<typeof AdminMfaCodeSchema>;

/** Enrolment's first answer: what the authenticator app needs. Shown once; the secret is never sent again. */
export const AdminMfaSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});

/** Ten one-time codes, shown once when two-factor sign-in is turned on. */
export const AdminRecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
});
