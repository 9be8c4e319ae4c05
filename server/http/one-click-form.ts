import type { FastifyInstance } from "fastify";

/**
 * RFC 8058: a mail client's unsubscribe button posts `List-Unsubscribe=One-Click` as a form. Registered by the route
 * plugins whose links sit in a `List-Unsubscribe` header (the newsletter's, the saved-search alerts').
 */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
