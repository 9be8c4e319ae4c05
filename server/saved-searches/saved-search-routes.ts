import { errorAnswers } from "../../common/api-answer-schemas";
import {
  ConfirmSavedSearchAnswerSchema,
  ConfirmSavedSearchInputSchema,
  SAVED_SEARCH_ACCEPTED,
  SavedSearchAcceptedSchema,
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchParamsSchema,
} from "../../common/saved-search-schemas";
import { OneClickUnsubscribeBodySchema, SubscriberTokenParamsSchema } from "../../common/subscriber-schemas";
import type { RoutePlugin } from "../context";
import { acceptOneClickForm } from "../http/one-click-form";
import { confirmSavedSearch, listSavedSearches, removeSavedSearch, saveSearch } from "./saved-search-service";

const failures = errorAnswers(400, 404, 429);

/**
 * Saved-search alerts (issue 21): save with double opt-in (202 whatever the address), confirm by button, list and
 * remove through the subscription page's secret link, and one-click removal from each alert mail (RFC 8058).
 */
export const savedSearchRoutes: RoutePlugin = async (app, { ctx }) => {
  acceptOneClickForm(app);
  app.addHook("onSend", async (request, reply) => {
    if (request.url !== "/api/saved-searches") reply.header("Cache-Control", "no-store");
  });

  app.post(
    "/api/saved-searches",
    { schema: { body: SavedSearchInputSchema, response: { 202: SavedSearchAcceptedSchema, ...failures } } },
    async (request, reply) => {
      await saveSearch(ctx, request.body, request.ip);
      return reply.status(202).send({ message: SAVED_SEARCH_ACCEPTED });
    },
  );

  app.post(
    "/api/saved-searches/confirm",
    {
      schema: {
        body: ConfirmSavedSearchInputSchema,
        response: { 200: ConfirmSavedSearchAnswerSchema, ...failures },
      },
    },
    async (request) => confirmSavedSearch(ctx, request.body.token),
  );

  app.get(
    "/api/subscription/:token/saved-searches",
    {
      schema: { params: SubscriberTokenParamsSchema, response: { 200: SavedSearchListSchema, ...failures } },
    },
    async (request) => listSavedSearches(ctx, request.params.token),
  );

  app.post(
    "/api/subscription/:token/saved-searches/:id/remove",
    {
      schema: {
        params: SavedSearchParamsSchema,
        body: OneClickUnsubscribeBodySchema,
        response: { 200: SavedSearchAcceptedSchema, ...failures },
      },
    },
    async (request) => removeSavedSearch(ctx, request.params.token, request.params.id),
  );
};
