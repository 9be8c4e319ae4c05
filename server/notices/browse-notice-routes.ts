import { z } from "zod";
import type { RoutePlugin } from "../context";
import { noteSearchMiss } from "../analytics/analytics-service";
import { listPublicNotices, parseNoticeListQuery, viewPublicNotice } from "./notice-list-service";

const IdParams = z.object({ id: z.string() });

/** GET /api/notices (server-contract.md §3: never a 400 or 500 for odd query values) and GET /api/notices/:id. */
export const browseNoticeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get("/api/notices", async (request) => {
    const query = parseNoticeListQuery(request.query);
    const answer = await listPublicNotices(ctx, query);
    await noteSearchMiss(ctx, query, answer);
    return answer;
  });

  app.get("/api/notices/:id", { schema: { params: IdParams } }, async (request) =>
    viewPublicNotice(ctx, request.params.id),
  );
};
