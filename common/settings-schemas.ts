import { z } from "zod";

/** `GET /api/settings`: what the browser needs to know about how this server is set up. */
export const PublicSettingsSchema = z.object({
  /** Stripe is configured: offer featuring (the button, the tiers in the post form, the `?feature=1` dialog). */
  paymentsEnabled: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
