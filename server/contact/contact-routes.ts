import { errorAnswers } from "../../common/api-answer-schemas";
import type { ContactFormAnswer } from "../../common/contact-form-answers";
import { ContactInputSchema, ContactMessageAnswerSchema } from "../../common/contact-schemas";
import { wholeIdOf } from "../../common/id-params-schema";
import type { RoutePlugin } from "../context";
import { AppError, existingId } from "../errors";
import { acceptOneClickForm, isBrowserForm } from "../http/one-click-form";
import { sendContactMessage } from "./contact-service";

/** What a refusal of the service means to the form posted without JavaScript. */
const FORM_ANSWER_OF_STATUS: Partial<Record<number, ContactFormAnswer>> = { 403: "blocked", 429: "busy" };

/**
 * POST /api/contact (server-contract.md §4): 201, 403 to a blocked sender, 404 when the notice is not live, 429 past
 * 10 an hour.
 */
export const contactRoutes: RoutePlugin = async (app, { ctx }) => {
  // A message of 5,000 characters, each up to 4 bytes and written %XX in a form: room for it, the name and address.
  acceptOneClickForm(app, 64 * 1024);
  app.post(
    "/api/contact",
    {
      // The contact form posted by a browser without JavaScript (a form, not JSON) is answered with the notice's page:
      // 303 to /notice/:id?contact=sent, or =invalid, =busy or =blocked, which the page shows by the form (issue 38).
      // A notice that is not live (or no notice) is the JSON route's 404.
      preValidation: async (request, reply) => {
        if (!isBrowserForm(request.headers["content-type"])) return;
        const fields = (request.body ?? {}) as Record<string, unknown>;
        const noticeId = existingId(wholeIdOf(String(fields.noticeId)), "Notice not found");
        const answer = (to: ContactFormAnswer) =>
          reply.redirect(`/notice/${noticeId}?contact=${to}#contact`, 303);
        const input = ContactInputSchema.safeParse({ ...fields, noticeId });
        if (!input.success) return answer("invalid");
        try {
          await sendContactMessage(ctx, input.data, request.ip);
        } catch (err) {
          const to = err instanceof AppError ? FORM_ANSWER_OF_STATUS[err.statusCode] : undefined;
          if (to) return answer(to);
          throw err;
        }
        return answer("sent");
      },
      schema: {
        body: ContactInputSchema,
        response: { 201: ContactMessageAnswerSchema, ...errorAnswers(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await sendContactMessage(ctx, request.body, request.ip);
      return reply.status(201).send(message);
    },
  );
};
