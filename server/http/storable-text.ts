import type { FastifyInstance } from "fastify";
import { findUnstorableFields, UNSTORABLE_TEXT_MESSAGE, withLineFeeds } from "../../common/storable-text";
import { validationError } from "../errors";

/**
 * Refuses, with 400 and a message on each field, any string the database could not store. Once for every route and
 * every part of a request, so no text field can forget it and no route can answer 500 for a NUL.
 */
export function requireStorableText(value: unknown, fallbackField: string): void {
  const fields = findUnstorableFields(value);
  if (fields.length === 0) return;
  throw validationError(Object.fromEntries(fields.map((f) => [f || fallbackField, UNSTORABLE_TEXT_MESSAGE])));
}

/**
 * Params, query and parsed body of every route, before its schema runs (multipart fields are checked as read). The
 * body's line breaks become LF here, once for every form: a lone CR never reaches the database, a calendar or a feed.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    requireStorableText(request.params, "params");
    requireStorableText(request.query, "query");
    if (Buffer.isBuffer(request.body)) return;
    requireStorableText(request.body, "body");
    request.body = withLineFeeds(request.body);
  });
}
