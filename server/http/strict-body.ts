import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * A body schema that refuses fields it does not name (a JSON object schema made strict, also under a transform), so
 * `{"title": …, "owner": 1}` is a 400 rather than a field silently dropped. Anything else is returned as it is.
 */
export function strictBody<T>(schema: T): T {
  // A schema that says what it does with other fields (z.looseObject, .catchall) keeps its word.
  if (schema instanceof z.ZodObject) return (schema.def.catchall ? schema : schema.strict()) as T;
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject) {
    return schema.in.strict().pipe(schema.out as z.ZodType<unknown, Record<string, unknown>>) as T;
  }
  return schema;
}

/** fastify-type-provider-zod's validator, with every route's JSON body made strict (see strictBody). */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: route.httpPart === "body" ? strictBody(route.schema) : route.schema,
  });
