import type { RoutePlugin } from "../context";
import { AppError, badRequest, existingId } from "../errors";
import { IMAGE_TOO_LARGE_MESSAGE } from "../images/image-store";
import { toAdminNotice } from "../notices/notice-dto";
import { AdminNoticeEditSchema, AdminNoticeListQuerySchema } from "../../common/admin-notice-schemas";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import {
  AdminNoticeListSchema,
  AdminNoticeSchema,
  AdminStatsSchema,
} from "../../common/notice-answer-schemas";
import { RejectNoticeBodySchema } from "../../common/rejection-reasons";
import { actorOf } from "../audit/audit-actor";
import { countAdminStats, listAdminNotices } from "./admin-notice-repository";
import {
  approveNotice,
  deleteNotice,
  editNotice,
  rejectNotice,
  replaceNoticeImage,
  toggleNoticeFeature,
} from "./admin-notice-service";

const params = IdParamsSchema;
const noticeId = (id: number | null) => existingId(id, "Notice not found");
/** Every route here sits behind the admin guard (401, 403) and the text check of all input (400). */
const guarded = errorAnswers(400, 401, 403);
const noticeAnswer = { 200: AdminNoticeSchema, ...guarded, ...errorAnswers(404, 409) };

/** /api/admin/stats and /api/admin/notices/* — registered inside the authenticated admin scope. */
export const adminNoticeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get("/api/admin/stats", { schema: { response: { 200: AdminStatsSchema, ...guarded } } }, async () =>
    countAdminStats(ctx.db),
  );

  app.get(
    "/api/admin/notices",
    {
      schema: {
        querystring: AdminNoticeListQuerySchema,
        response: { 200: AdminNoticeListSchema, ...guarded },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listAdminNotices(ctx.db, query);
      return {
        data: rows.map(toAdminNotice),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },
  );

  app.patch(
    "/api/admin/notices/:id",
    { schema: { params, body: AdminNoticeEditSchema, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(await editNotice(ctx, noticeId(request.params.id), request.body, actorOf(request))),
  );

  app.post(
    "/api/admin/notices/:id/image",
    { schema: { params, response: { ...noticeAnswer, ...errorAnswers(413, 415) } } },
    async (request) => {
      const id = noticeId(request.params.id);
      if (!request.isMultipart()) throw badRequest("Please choose an image to upload");
      const file = await request.file();
      if (!file || file.fieldname !== "image") throw badRequest("Please choose an image to upload");
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
        throw err;
      }
      return toAdminNotice(await replaceNoticeImage(ctx, id, bytes));
    },
  );

  app.patch(
    "/api/admin/notices/:id/approve",
    { schema: { params, response: noticeAnswer } },
    async (request) => toAdminNotice(await approveNotice(ctx, noticeId(request.params.id), actorOf(request))),
  );

  // The body is optional: the spec's client sends none; the moderation queue sends a reason and a note.
  app.patch(
    "/api/admin/notices/:id/reject",
    { schema: { params, body: RejectNoticeBodySchema, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(await rejectNotice(ctx, noticeId(request.params.id), request.body, actorOf(request))),
  );

  app.patch(
    "/api/admin/notices/:id/toggle-feature",
    { config: { adminOnly: true }, schema: { params, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(await toggleNoticeFeature(ctx, noticeId(request.params.id), actorOf(request))),
  );

  app.delete(
    "/api/admin/notices/:id",
    { schema: { params, response: { 204: NoContentSchema, ...guarded, ...errorAnswers(404) } } },
    async (request, reply) => {
      await deleteNotice(ctx, noticeId(request.params.id), actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
