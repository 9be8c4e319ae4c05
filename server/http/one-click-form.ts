import type { FastifyInstance } from "fastify";

/**
 * RFC 8058: a mail client's unsubscribe button posts `List-Unsubscribe=One-Click` as a form, and a browser without
 * JavaScript posts the newsletter form and the comment form. Registered by the route plugins that take them (the
 * newsletter's, the saved-search alerts', the comments').
 */
export function acceptOneClickForm(app: FastifyInstance, bodyLimit = 4096): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, readForm(String(body))),
  );
}

/**
 * A form's fields as an object; a field named `name[]` (a form's ticked boxes or preset choices, the newsletter form
 * posted without JavaScript) is a list under `name`, every other field its last value.
 */
export function readForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (name.endsWith("[]")) {
      const list = fields[name.slice(0, -2)];
      fields[name.slice(0, -2)] = Array.isArray(list) ? [...list, value] : [value];
    } else fields[name] = value;
  }
  return fields;
}

/** A form a browser posted by itself (no script), rather than JSON sent by the page. */
export const isBrowserForm = (contentType: string | undefined): boolean =>
  contentType?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
