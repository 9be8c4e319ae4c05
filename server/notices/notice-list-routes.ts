import type { RoutePlugin } from "../context";
import { noteSearchMiss } from "../analytics/analytics-service";
import { viewNoticeOrGone } from "./gone-notice";
import { existingId } from "../errors";
import { errorAnswers } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import {
  GoneNoticeSchema,
  ListedNoticeSchema,
  NoticeListPageSchema,
} from "../../common/notice-answer-schemas";
import { NoticeListQuerySchema } from "../../common/notice-list-query-schema";
import { listPublicNotices, toNoticeListQuery } from "./notice-list-service";

/** GET /api/notices (server-contract.md §3: never a 400 or 500 for odd query values) and GET /api/notices/:id. */
export const noticeListRoutes: RoutePlugin = async (app, { ctx }) => {
  // The only 400 is the app-wide refusal of text no database can hold (a NUL byte, a lone surrogate).
  app.get(
    "/api/notices",
    {
      schema: {
        querystring: NoticeListQuerySchema,
        response: { 200: NoticeListPageSchema, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const query = toNoticeListQuery(request.query);
      const answer = await listPublicNotices(ctx, query);
      await noteSearchMiss(ctx, {
        searchText: query.searchText,
        hasWords: !!query.filter.search?.length,
        page: query.page,
        total: answer.pagination.total,
      });
      return answer;
    },
  );

  // A notice that has just left the board answers 410 with its title (and outcome) instead of 404.
  app.get(
    "/api/notices/:id",
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: ListedNoticeSchema, ...errorAnswers(400, 404), 410: GoneNoticeSchema },
      },
    },
    async (request, reply) => {
      const id = existingId(request.params.id, "Notice not found");
      const answer = await viewNoticeOrGone(ctx, String(id), {
        address: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      });
      if ("gone" in answer) return reply.status(410).send(answer.gone);
      return answer.notice;
    },
  );
};
