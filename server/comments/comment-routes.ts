import { z } from "zod";
import { CommentInputSchema, PublicCommentSchema, ReportInputSchema } from "../../common/comment-schemas";
import type { RoutePlugin } from "../context";
import { notFound } from "../errors";
import { createComment, listPublicComments, reportComment } from "./comment-service";

const IdParams = z.object({ id: z.string() });

/** A path id that is not a positive whole number names nothing: 404, like an unknown one. */
export function parseId(raw: string, message: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(message);
  return id;
}

/** Public comment and report routes (server-contract.md §4). */
export const commentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/notices/:id/comments",
    { schema: { params: IdParams, response: { 200: z.array(PublicCommentSchema) } } },
    async (request) => listPublicComments(ctx, parseId(request.params.id, "Notice not found")),
  );

  app.post(
    "/api/notices/:id/comments",
    { schema: { params: IdParams, body: CommentInputSchema, response: { 201: PublicCommentSchema } } },
    async (request, reply) => {
      const noticeId = parseId(request.params.id, "Notice not found");
      const comment = await createComment(ctx, noticeId, request.body, request.ip);
      return reply.status(201).send(comment);
    },
  );

  app.post(
    "/api/comments/:id/report",
    { schema: { params: IdParams, body: ReportInputSchema, response: { 200: PublicCommentSchema } } },
    async (request) =>
      reportComment(ctx, parseId(request.params.id, "Comment not found"), request.body, request.ip),
  );
};
