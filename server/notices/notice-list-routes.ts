import { z } from "zod";
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
import { listPublicNotices, toNoticeListQuery, type NoticeListAnswer } from "./notice-list-service";

const written = new WeakMap<NoticeListAnswer, string>();

/**
 * The answer as JSON, written once for each answer the list cache keeps (notice-list-cache.ts hands out the same
 * object until the list changes): checked and stripped by its schema as every answer is (the serializer's
 * `safeEncode`), then sent as text by every later request for it. Writing it was most of a kept search's cost: a kept
 * answer went out at 0.37–0.49× the rate of `/robots.txt` (issue 39's target 0.5×).
 */
function listJson(answer: NoticeListAnswer): string {
  let json = written.get(answer);
  if (json === undefined) {
    json = JSON.stringify(z.encode(NoticeListPageSchema, answer));
    written.set(answer, json);
  }
  return json;
}

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
    async (request, reply) => {
      const query = toNoticeListQuery(request.query);
      const answer = await listPublicNotices(ctx, query);
      await noteSearchMiss(ctx, {
        searchText: query.searchText,
        hasWords: !!query.filter.search?.length,
        page: query.page,
        total: answer.pagination.total,
      });
      // Text with a JSON type is sent as it is (Fastify serializes only objects): the type provider knows objects only.
      return reply
        .type("application/json; charset=utf-8")
        .send(listJson(answer) as unknown as NoticeListAnswer);
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
