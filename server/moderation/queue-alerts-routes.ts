import { errorAnswers } from "../../common/api-answer-schemas";
import { AlertPreferencesAnswerSchema, AlertPreferencesSchema } from "../../common/queue-alert-schemas";
import type { RoutePlugin } from "../context";
import { getAlertPreferences, saveAlertPreferences } from "./queue-alerts-service";

/**
 * GET/PUT /api/admin/alert-preferences: the signed-in person's queue mail (none, a daily summary, or an alert when a
 * notice waits too long); every account, moderator or admin, sets only its own.
 */
export const queueAlertRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/alert-preferences",
    { schema: { response: { 200: AlertPreferencesAnswerSchema, ...errorAnswers(401, 403) } } },
    async (request) => getAlertPreferences(ctx, request.admin!.adminId),
  );

  app.put(
    "/api/admin/alert-preferences",
    {
      schema: {
        body: AlertPreferencesSchema,
        response: { 200: AlertPreferencesAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => saveAlertPreferences(ctx, request.admin!.adminId, request.body),
  );
};
