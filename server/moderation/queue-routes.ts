import type { RoutePlugin } from "../context";
import { existingId } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import { actorOf } from "../audit/audit-actor";
import { ErrorAnswerSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import {
  AdminNoticeSchema,
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
const errors = {
  400: ErrorAnswerSchema,
  401: ErrorAnswerSchema,
  403: ErrorAnswerSchema,
  404: ErrorAnswerSchema,
};
const noticeAnswer = { 200: AdminNoticeSchema, 409: ErrorAnswerSchema, ...errors };

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
      schema: { params: IdParams, response: { 200: AdminCommentSchema, 409: ErrorAnswerSchema, ...errors } },
    },
    async (request) => undoCommentAction(ctx, commentId(request.params.id), actorOf(request)),
  );

  app.post(
    "/api/admin/queue/undo",
    {
      schema: {
        body: QueueUndoSchema,
        response: { 200: QueueUndoAnswerSchema, 409: ErrorAnswerSchema, ...errors },
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
