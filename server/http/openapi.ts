import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { OpenApiDocumentSchema } from "../../common/api-answer-schemas";

/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 description generated from the routes' own zod schemas, so it cannot drift
 * from what the server validates and serialises. Register before the routes: @fastify/swagger collects them as they
 * are added.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Shropshire Noticeboard API",
        version: "1.0.0",
        description:
          "The JSON API behind the Shropshire community noticeboard. Errors answer `{message, errors?}` (docs/spec/server-contract.md §2).",
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Left out of the document it serves, as a document describing itself would only repeat the OpenAPI schema.
  app.get(
    "/api/openapi.json",
    { schema: { hide: true, response: { 200: OpenApiDocumentSchema } } },
    async () => app.swagger(),
  );
}
