import { z } from "zod";

/** Every failure answer (server-contract.md §2): the toast's sentence and, for validation, one message per field. */
export const ErrorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** An answer that only says something happened (202s that must never reveal anything). */
export const MessageAnswerSchema = z.object({ message: z.string() });

/** The same failure schema for each listed status, for a route's `response` map. */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof ErrorAnswerSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorAnswerSchema])) as Record<
    S,
    typeof ErrorAnswerSchema
  >;
}
