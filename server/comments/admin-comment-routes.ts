import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import {
  AdminCommentListSchema,
  AdminCommentQuerySchema,
  AdminCommentSchema,
  CommentModerationSchema,
} from "../../common/comment-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import type { RoutePlugin } from "../context";
import { actorOf } from "../audit/audit-actor";
import { existingId } from "../errors";
import { deleteComment, listAdminComments, moderateComment } from "./comment-service";

const params = IdParamsSchema;
const commentId = (id: number | null) => existingId(id, "Comment not found");
/** Behind the admin guard (401, 403) and the text check of all input (400). */
const guarded = errorAnswers(400, 401, 403);

/**
 * /api/admin/comments routes (server-contract.md §4, §5), registered by adminRoutes inside its authenticated scope:
 * the session and Origin checks happen there.
 */
export const adminCommentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/comments",
    {
      schema: {
        querystring: AdminCommentQuerySchema,
        response: { 200: AdminCommentListSchema, ...guarded },
      },
    },
    async (request) => listAdminComments(ctx, request.query),
  );

  app.patch(
    "/api/admin/comments/:id",
    {
      schema: {
        params,
        body: CommentModerationSchema,
        response: { 200: AdminCommentSchema, ...guarded, ...errorAnswers(404) },
      },
    },
    async (request) => moderateComment(ctx, commentId(request.params.id), request.body, actorOf(request)),
  );

  app.delete(
    "/api/admin/comments/:id",
    { schema: { params, response: { 204: NoContentSchema, ...guarded, ...errorAnswers(404) } } },
    async (request, reply) => {
      await deleteComment(ctx, commentId(request.params.id), actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
