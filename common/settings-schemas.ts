import { z } from "zod";

/** `GET /api/settings`: what the browser needs to know about how this server is set up. */
export const PublicSettingsSchema = z.object({
  /** Stripe is configured: offer featuring (the button, the tiers in the post form, the `?feature=1` dialog). */
  paymentsEnabled: z.boolean(),
  /**
   * The board's usual wait in whole hours (the last 30 days' median from confirmation to a moderator's decision), for
   * the post dialog's "Notices are usually checked within N hours"; null when no notice was decided in that time.
   */
  usualWaitHours: z.number().int().nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
