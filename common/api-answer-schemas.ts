import { z } from "zod";

/** Every failure answer (server-contract.md §2): the toast's sentence and, for validation, one message per field. */
export const ErrorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** An answer that only says something happened (202s that must never reveal anything). */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** A 204: no body. Routes send `null` so the answer goes through this schema like any other. */
export const NoContentSchema = z.null();

/** The same failure schema for each listed status, for a route's `response` map. */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof ErrorAnswerSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorAnswerSchema])) as Record<
    S,
    typeof ErrorAnswerSchema
  >;
}

/** GET /api/openapi.json: the OpenAPI 3.1 document (its own shape is checked by a validator in the tests). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/health: 200 while the database answers (503 with an error answer when it does not). */
export const HealthAnswerSchema = z.object({ status: z.literal("ok") });

/** GET /api/ready: 200 when migrated, serving and the database answers (503 with an error answer otherwise). */
export const ReadyAnswerSchema = z.object({ status: z.literal("ready") });
