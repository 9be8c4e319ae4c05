import { PageViewSchema } from "../../common/analytics-schemas";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import type { RoutePlugin } from "../context";
import { countPageView } from "./pageview-service";

/** POST /api/pageview (server-contract.md §4): 204; the category is kept only when it is a real one. */
export const pageviewRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/pageview",
    { schema: { body: PageViewSchema, response: { 204: NoContentSchema, ...errorAnswers(400, 429) } } },
    async (request, reply) => {
      await countPageView(ctx, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
