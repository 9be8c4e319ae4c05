import { z } from "zod";
import type { RoutePlugin } from "../context";
import { noteSearchMiss } from "../analytics/analytics-service";
import { viewNoticeOrGone } from "../manage/gone-notice";
import { ErrorAnswerSchema } from "../../common/api-answer-schemas";
import { ListedNoticeSchema } from "../../common/manage-schemas";
import { GoneNoticeSchema } from "../../common/notice-outcomes";
import { listPublicNotices, parseNoticeListQuery } from "./notice-list-service";

const IdParams = z.object({ id: z.string() });

/** GET /api/notices (server-contract.md §3: never a 400 or 500 for odd query values) and GET /api/notices/:id. */
export const noticeListRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get("/api/notices", async (request) => {
    const query = parseNoticeListQuery(request.query);
    const answer = await listPublicNotices(ctx, query);
    await noteSearchMiss(ctx, query, answer);
    return answer;
  });

  // A notice that has just left the board answers 410 with its title (and outcome) instead of 404.
  app.get(
    "/api/notices/:id",
    {
      schema: {
        params: IdParams,
        response: { 200: ListedNoticeSchema, 404: ErrorAnswerSchema, 410: GoneNoticeSchema },
      },
    },
    async (request, reply) => {
      const answer = await viewNoticeOrGone(ctx, request.params.id, {
        address: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      });
      if ("gone" in answer) return reply.status(410).send(answer.gone);
      return answer.notice;
    },
  );
};
