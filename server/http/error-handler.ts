import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";

export const GENERIC_500 = "Something went wrong on our side. Please try again later.";

/** One message per field of a failed route-schema check (the first per field wins; no path means the whole body). */
export function validationFieldErrors(
  validation: readonly { instancePath?: string; message?: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of validation) {
    const path = (v.instancePath || "").split("/").filter(Boolean);
    const name = path.length ? path.join(".") : "body";
    if (!(name in errors)) errors[name] = v.message ?? "Invalid input";
  }
  return errors;
}

/** The one error handler: the answers of server-contract.md §2, never a stack, SQL or path. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationFieldErrors(error.validation);
      return reply.status(400).send({ message: Object.values(errors)[0] ?? "Invalid input", errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ message: GENERIC_500 });
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: "Malformed JSON in request body" });
    }
    if (status === 413) return reply.status(413).send({ message: "Request body is too large" });
    if (status >= 400 && status < 500) {
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (status === 429 && headers) reply.headers(headers);
      return reply.status(status).send({ message: error.message || "Bad request" });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ message: GENERIC_500 });
  });
}
