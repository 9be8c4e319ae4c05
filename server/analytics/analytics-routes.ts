import type { RoutePlugin } from "../context";
import { AnalyticsQuerySchema, AnalyticsSchema } from "../../common/analytics-schemas";
import { errorAnswers } from "../../common/api-answer-schemas";
import { getAnalytics } from "./analytics-service";

/** GET /api/admin/analytics?days=7|30|90: inside the authenticated admin scope. */
export const analyticsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/analytics",
    {
      config: { adminOnly: true },
      schema: {
        querystring: AnalyticsQuerySchema,
        response: {
          200: AnalyticsSchema,
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => getAnalytics(ctx, Number(request.query.days)),
  );
};
