import { z } from "zod";
import { isCategory } from "../../common/categories";
import type { RoutePlugin } from "../context";
import { recordPageView } from "./pageview-repository";

const PageViewSchema = z.object({
  page: z.enum(["home", "category", "notice"], { error: "Page must be home, category or notice" }),
  category: z.string().max(100).nullish(),
});

/** POST /api/pageview (server-contract.md §4): 204; the category is kept only when it is a real one. */
export const pageviewRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post("/api/pageview", { schema: { body: PageViewSchema } }, async (request, reply) => {
    const { page, category } = request.body;
    await recordPageView(ctx.db, {
      page,
      category: isCategory(category) ? category : null,
      createdAt: ctx.clock.now(),
    });
    return reply.status(204).send();
  });
};
