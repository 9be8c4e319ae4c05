import { z } from "zod";
import {
  AdminCommentQuerySchema,
  AdminCommentSchema,
  CommentModerationSchema,
} from "../../common/comment-schemas";
import type { RoutePlugin } from "../context";
import { actorOf } from "../audit/audit-actor";
import { parseId } from "./comment-routes";
import { deleteComment, listAdminComments, moderateComment } from "./comment-service";

const IdParams = z.object({ id: z.string() });

/**
 * /api/admin/comments routes (server-contract.md §4, §5), registered by adminRoutes inside its authenticated scope:
 * the session and Origin checks happen there.
 */
export const adminCommentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/comments",
    { schema: { querystring: AdminCommentQuerySchema, response: { 200: z.array(AdminCommentSchema) } } },
    async (request) => listAdminComments(ctx, request.query),
  );

  app.patch(
    "/api/admin/comments/:id",
    { schema: { params: IdParams, body: CommentModerationSchema, response: { 200: AdminCommentSchema } } },
    async (request) =>
      moderateComment(ctx, parseId(request.params.id, "Comment not found"), request.body, actorOf(request)),
  );

  app.delete("/api/admin/comments/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deleteComment(ctx, parseId(request.params.id, "Comment not found"), actorOf(request));
    return reply.status(204).send();
  });
};
