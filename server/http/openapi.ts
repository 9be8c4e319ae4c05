import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { z } from "zod";
import { OpenApiDocumentSchema } from "../../common/api-answer-schemas";
import { finishOpenApiDocument, securitySchemes } from "./openapi-document";
import { strictBody } from "./strict-body";

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A route as the document describes it: its JSON body as strict as the validator makes it (no fields it does not
 * name), and a route that reads a multipart form itself (`multipartBody`) with that form as its request body.
 */
function describeRoute(document: RouteDocument) {
  const schema = document.schema as (Record<string, unknown> & { multipartBody?: z.ZodType }) | undefined;
  if (!schema) return jsonSchemaTransform(document);
  const { multipartBody, ...rest } = schema;
  const described = jsonSchemaTransform({
    ...document,
    schema: { ...rest, body: multipartBody ?? strictBody(rest.body) },
  });
  if (multipartBody) (described.schema as Record<string, unknown>).consumes = ["multipart/form-data"];
  return described;
}

/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 description generated from the routes' own zod schemas, so it cannot drift
 * from what the server validates and serialises. Register before the routes: @fastify/swagger collects them as they
 * are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  publicUrl: string,
  sessionCookie: string,
): Promise<void> {
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
      components: { securitySchemes: securitySchemes(sessionCookie) },
    },
    transform: describeRoute,
    transformObject: (input) => finishOpenApiDocument(jsonSchemaTransformObject(input)),
  });
  // Left out of the document it serves, as a document describing itself would only repeat the OpenAPI schema.
  app.get(
    "/api/openapi.json",
    { schema: { hide: true, response: { 200: OpenApiDocumentSchema } } },
    async () => app.swagger(),
  );
}

declare module "fastify" {
  interface FastifySchema {
    /**
     * The multipart form a route reads itself (no validation by Fastify: the route checks the parts), for the OpenAPI
     * document's request body.
     */
    multipartBody?: z.ZodType;
  }
}
