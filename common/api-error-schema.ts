import { z } from "zod";

/** Every error answer (server-contract §2): a sentence, and for a validation failure one message per field. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** A plain confirmation such as logout's. */
export const MessageSchema = z.object({ message: z.string() });
