import type { RoutePlugin } from "../context";
import { existingId } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import { actorOf } from "../audit/audit-actor";
import { errorAnswers } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import { AdminNoticeSchema } from "../../common/notice-answer-schemas";
import {
  QueuePageSchema,
  QueueQuerySchema,
  QueueUndoAnswerSchema,
  QueueUndoSchema,
  ReportDecisionSchema,
} from "../../common/queue-schemas";
import { AdminCommentSchema } from "../../common/comment-schemas";
import { getNoticePreview, getQueuePage } from "./queue-service";
import { decideNoticeReports } from "./report-service";
import { decideNoticeEdit } from "./edit-review-service";
import { undoCommentAction, undoNoticeAction, undoQueueActions } from "./undo-service";

const IdParams = IdParamsSchema;
const errors = errorAnswers(400, 401, 403, 404);
const noticeAnswer = { 200: AdminNoticeSchema, ...errorAnswers(409), ...errors };

const noticeId = (id: number | null) => existingId(id, "Notice not found");
const commentId = (id: number | null) => existingId(id, "Comment not found");

/** The review queue, the admin preview, undo and report decisions: inside the authenticated admin scope. */
export const queueRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/queue",
    { schema: { querystring: QueueQuerySchema, response: { 200: QueuePageSchema, ...errors } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getQueuePage(ctx, Number(request.query.cursor ?? 0));
    },
  );

  app.get(
    "/api/admin/notices/:id",
    { schema: { params: IdParams, response: { 200: AdminNoticeSchema, ...errors } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getNoticePreview(ctx, noticeId(request.params.id));
    },
  );

  app.post(
    "/api/admin/notices/:id/undo",
    { schema: { params: IdParams, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(await undoNoticeAction(ctx, noticeId(request.params.id), actorOf(request))),
  );

  app.post(
    "/api/admin/comments/:id/undo",
    {
      schema: { params: IdParams, response: { 200: AdminCommentSchema, ...errorAnswers(409), ...errors } },
    },
    async (request) => undoCommentAction(ctx, commentId(request.params.id), actorOf(request)),
  );

  app.post(
    "/api/admin/queue/undo",
    {
      schema: {
        body: QueueUndoSchema,
        response: { 200: QueueUndoAnswerSchema, ...errorAnswers(409), ...errors },
      },
    },
    async (request) => ({ undone: await undoQueueActions(ctx, request.body, actorOf(request)) }),
  );

  for (const decision of ["approve", "reject"] as const) {
    app.patch(
      `/api/admin/notices/:id/edit/${decision}`,
      { schema: { params: IdParams, response: noticeAnswer } },
      async (request) =>
        toAdminNotice(await decideNoticeEdit(ctx, noticeId(request.params.id), decision, actorOf(request))),
    );
  }

  app.patch(
    "/api/admin/notices/:id/reports",
    { schema: { params: IdParams, body: ReportDecisionSchema, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(
        await decideNoticeReports(ctx, noticeId(request.params.id), request.body.decision, actorOf(request)),
      ),
  );
};
