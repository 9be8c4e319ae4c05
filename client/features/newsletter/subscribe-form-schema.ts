import type { z } from "zod";
import { SubscribeInputSchema, SubscriptionChoicesSchema } from "@common/subscriber-schemas";

/** The form always holds a full choice; the API also takes a bare address (spec §7). */
export const SubscribeFormSchema = SubscriptionChoicesSchema.extend({
  email: SubscribeInputSchema.shape.email,
});
export type SubscribeFormValues = z.infer<typeof SubscribeFormSchema>;
