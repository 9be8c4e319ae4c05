import { errorAnswers } from "../../common/api-answer-schemas";
import {
  ConfirmSubscriptionAnswerSchema,
  ConfirmSubscriptionInputSchema,
  OneClickUnsubscribeBodySchema,
  SubscribeAnswerSchema,
  SubscribeInputSchema,
  SubscriberTokenParamsSchema,
  SubscriptionSchema,
  SubscriptionUpdateSchema,
  type NewsletterFormError,
} from "../../common/subscriber-schemas";
import type { RoutePlugin } from "../context";
import { AppError, validationError } from "../errors";
import { validationFieldErrors } from "../http/error-handler";
import { acceptOneClickForm, isBrowserForm } from "../http/one-click-form";
import {
  confirmSubscription,
  getSubscription,
  subscribe,
  unsubscribe,
  updateSubscription,
} from "./subscriber-service";

const INVALID_EMAIL = "Must provide a valid email";

const failures = errorAnswers(400, 404, 429);

/**
 * The newsletter (server-contract.md §4, issue 14): subscribe with double opt-in, confirm by button, preferences and
 * one-click unsubscribe through the secret link of each mail. Answers about a subscriber are never cached.
 */
export const subscriberRoutes: RoutePlugin = async (app, { ctx }) => {
  acceptOneClickForm(app);
  app.addHook("onSend", async (request, reply) => {
    if (request.url !== "/api/subscribe") reply.header("Cache-Control", "no-store");
  });

  // The route's schema checks the body, but the route answers its failures (attachValidation): any fault in the
  // address answers spec §7's one message.
  app.post(
    "/api/subscribe",
    {
      attachValidation: true,
      schema: { body: SubscribeInputSchema, response: { 201: SubscribeAnswerSchema, ...failures } },
    },
    async (request, reply) => {
      // The newsletter form posted by a browser without JavaScript (a form, not JSON) is answered with a page:
      // 303 to /newsletter/sent, with ?error= when the address was refused.
      if (isBrowserForm(request.headers["content-type"])) {
        const answer = (error?: NewsletterFormError) =>
          reply.redirect(error ? `/newsletter/sent?error=${error}` : "/newsletter/sent", 303);
        if (request.validationError) return answer("email");
        try {
          await subscribe(ctx, request.body, request.ip);
        } catch (err) {
          if (err instanceof AppError && err.statusCode === 429) return answer("busy");
          throw err;
        }
        return answer();
      }
      if (request.validationError) {
        const errors = validationFieldErrors(
          (request.validationError.validation as { instancePath?: string; message?: string }[] | undefined) ??
            [],
        );
        throw validationError(errors.email || errors.body ? { email: INVALID_EMAIL } : errors);
      }
      await subscribe(ctx, request.body, request.ip);
      return reply.status(201).send({ message: "Subscription successful" });
    },
  );

  app.post(
    "/api/subscribe/confirm",
    {
      schema: {
        body: ConfirmSubscriptionInputSchema,
        response: { 200: ConfirmSubscriptionAnswerSchema, ...failures },
      },
    },
    async (request) => confirmSubscription(ctx, request.body.token),
  );

  app.get(
    "/api/subscription/:token",
    { schema: { params: SubscriberTokenParamsSchema, response: { 200: SubscriptionSchema, ...failures } } },
    async (request) => getSubscription(ctx, request.params.token),
  );

  app.patch(
    "/api/subscription/:token",
    {
      schema: {
        params: SubscriberTokenParamsSchema,
        body: SubscriptionUpdateSchema,
        response: { 200: SubscriptionSchema, ...failures },
      },
    },
    async (request) => updateSubscription(ctx, request.params.token, request.body),
  );

  app.post(
    "/api/unsubscribe/:token",
    {
      schema: {
        params: SubscriberTokenParamsSchema,
        body: OneClickUnsubscribeBodySchema,
        response: { 200: SubscribeAnswerSchema, ...failures },
      },
    },
    async (request) => unsubscribe(ctx, request.params.token),
  );
};
