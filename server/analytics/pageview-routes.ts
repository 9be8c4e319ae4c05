import { z } from "zod";
import type { RoutePlugin } from "../context";
import { countPageView } from "./pageview-service";

const PageViewSchema = z.object({
  page: z.enum(["home", "category", "notice"], { error: "Page must be home, category or notice" }),
  category: z.string().max(100).nullish(),
});

/** POST /api/pageview (server-contract.md §4): 204; the category is kept only when it is a real one. */
export const pageviewRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post("/api/pageview", { schema: { body: PageViewSchema } }, async (request, reply) => {
    await countPageView(ctx, request.body, request.ip);
    return reply.status(204).send();
  });
};
