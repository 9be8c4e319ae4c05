import { z } from "zod";

/** Every failure answer (server-contract.md §2): a human sentence, and one message per field for validation. */
export const ErrorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;
