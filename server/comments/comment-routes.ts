import { errorAnswers } from "../../common/api-answer-schemas";
import {
  CommentInputSchema,
  PublicCommentListSchema,
  PublicCommentSchema,
  ReportInputSchema,
} from "../../common/comment-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import type { RoutePlugin } from "../context";
import { existingId } from "../errors";
import { createComment, listPublicComments, reportComment } from "./comment-service";

const params = IdParamsSchema;

/** Public comment and report routes (server-contract.md §4). */
export const commentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/notices/:id/comments",
    { schema: { params, response: { 200: PublicCommentListSchema, ...errorAnswers(400, 404) } } },
    async (request) => listPublicComments(ctx, existingId(request.params.id, "Notice not found")),
  );

  app.post(
    "/api/notices/:id/comments",
    {
      schema: {
        params,
        body: CommentInputSchema,
        response: { 201: PublicCommentSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const noticeId = existingId(request.params.id, "Notice not found");
      const comment = await createComment(ctx, noticeId, request.body, request.ip);
      return reply.status(201).send(comment);
    },
  );

  app.post(
    "/api/comments/:id/report",
    {
      schema: {
        params,
        body: ReportInputSchema,
        response: { 200: PublicCommentSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request) =>
      reportComment(ctx, existingId(request.params.id, "Comment not found"), request.body, request.ip),
  );
};
