import { errorAnswers } from "../../common/api-answer-schemas";
import {
  CommentInputSchema,
  PublicCommentListSchema,
  PublicCommentSchema,
  ReportInputSchema,
} from "../../common/comment-schemas";
import { IdParamsSchema, wholeIdOf } from "../../common/id-params-schema";
import type { CommentFormAnswer } from "../../common/comment-form-answers";
import type { RoutePlugin } from "../context";
import { AppError, existingId } from "../errors";
import { acceptOneClickForm, isBrowserForm } from "../http/one-click-form";
import { createComment, listPublicComments, reportComment } from "./comment-service";

const params = IdParamsSchema;

/** Public comment and report routes (server-contract.md §4). */
export const commentRoutes: RoutePlugin = async (app, { ctx }) => {
  // A comment of 500 characters, each up to 4 bytes and written %XX in a form: room for it and the name.
  acceptOneClickForm(app, 16 * 1024);
  app.get(
    "/api/notices/:id/comments",
    { schema: { params, response: { 200: PublicCommentListSchema, ...errorAnswers(400, 404) } } },
    async (request) => listPublicComments(ctx, existingId(request.params.id, "Notice not found")),
  );

  app.post(
    "/api/notices/:id/comments",
    {
      // The comment form posted by a browser without JavaScript (a form, not JSON) is answered with the notice's
      // page: 303 to /notice/:id?comment=sent, or =invalid or =busy, which the page shows above the form (issue 38).
      preValidation: async (request, reply) => {
        if (!isBrowserForm(request.headers["content-type"])) return;
        const noticeId = existingId(
          wholeIdOf(String((request.params as { id?: unknown }).id)),
          "Notice not found",
        );
        const answer = (to: CommentFormAnswer) =>
          reply.redirect(
            `/notice/${noticeId}?comment=${to}#${to === "sent" ? "comments" : "comment-form"}`,
            303,
          );
        const input = CommentInputSchema.safeParse(request.body);
        if (!input.success) return answer("invalid");
        try {
          await createComment(ctx, noticeId, input.data, request.ip);
        } catch (err) {
          if (err instanceof AppError && err.statusCode === 429) return answer("busy");
          throw err;
        }
        return answer("sent");
      },
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
