import { z } from "zod";
import type { RoutePlugin } from "../context";
import { notFound } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import { actorOf } from "../audit/audit-actor";
import { ErrorAnswerSchema } from "../../common/notice-report-schemas";
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
import { undoCommentAction, undoNoticeAction, undoQueueActions } from "./undo-service";

const IdParams = z.object({ id: z.string() });
const errors = {
  400: ErrorAnswerSchema,
  401: ErrorAnswerSchema,
  403: ErrorAnswerSchema,
  404: ErrorAnswerSchema,
};
const noticeAnswer = { 200: AdminNoticeSchema, 409: ErrorAnswerSchema, ...errors };

function pathId(raw: string, message: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(message);
  return id;
}
const noticeId = (raw: string) => pathId(raw, "Notice not found");

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
    async (request) =>
      undoCommentAction(ctx, pathId(request.params.id, "Comment not found"), actorOf(request)),
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

  app.patch(
    "/api/admin/notices/:id/reports",
    { schema: { params: IdParams, body: ReportDecisionSchema, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(
        await decideNoticeReports(ctx, noticeId(request.params.id), request.body.decision, actorOf(request)),
      ),
  );
};
