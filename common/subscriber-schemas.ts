import { z } from "zod";

/** POST /api/subscribe: the newsletter form and the route share this schema. */
export const SubscribeInputSchema = z.object({
  email: z.string().trim().email("Please enter a valid email address"),
});

export type SubscribeInput = z.infer<typeof SubscribeInputSchema>;
