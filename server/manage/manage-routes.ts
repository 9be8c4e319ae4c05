import type { RoutePlugin } from "../context";
import { readNoticeForm } from "../notices/notice-posting-routes";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { CloseNoticeSchema, ManagedNoticeSchema, ManageTokenParamsSchema } from "../../common/manage-schemas";
import { ManageEditMultipartSchema } from "../../common/notice-posting-schemas";
import {
  closeManagedNotice,
  setManagedNoticeReserved,
  deleteManagedNotice,
  editManagedNotice,
  getManagedNotice,
  renewManagedNotice,
  reopenManagedNotice,
} from "./manage-service";

const params = ManageTokenParamsSchema;
const answers = { 200: ManagedNoticeSchema, ...errorAnswers(400, 404, 409, 410) };

/**
 * /api/manage/{token}: the poster's own notice through the secret link in their mails (issue 12). GET only reads;
 * every change is a POST, PATCH or DELETE sent by a button on the page. Answers hold the poster's data: never cached.
 */
export const manageRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get("/api/manage/:token", { schema: { params, response: answers } }, async (request) =>
    getManagedNotice(ctx, request.params.token),
  );

  // Multipart, like posting: the fields are checked by the post form's own schema in the service.
  app.patch(
    "/api/manage/:token",
    {
      schema: {
        params,
        multipartBody: ManageEditMultipartSchema,
        response: { ...answers, ...errorAnswers(413, 415, 429) },
      },
    },
    async (request) => {
      const { fields, image } = await readNoticeForm(request);
      return editManagedNotice(ctx, request.params.token, { fields, image });
    },
  );

  app.post("/api/manage/:token/renew", { schema: { params, response: answers } }, async (request) =>
    renewManagedNotice(ctx, request.params.token),
  );

  app.post(
    "/api/manage/:token/close",
    { schema: { params, body: CloseNoticeSchema, response: answers } },
    async (request) => closeManagedNotice(ctx, request.params.token, request.body),
  );

  app.post("/api/manage/:token/reopen", { schema: { params, response: answers } }, async (request) =>
    reopenManagedNotice(ctx, request.params.token),
  );

  app.post("/api/manage/:token/reserve", { schema: { params, response: answers } }, async (request) =>
    setManagedNoticeReserved(ctx, request.params.token, true),
  );

  app.delete("/api/manage/:token/reserve", { schema: { params, response: answers } }, async (request) =>
    setManagedNoticeReserved(ctx, request.params.token, false),
  );

  app.delete(
    "/api/manage/:token",
    { schema: { params, response: { 204: NoContentSchema, ...errorAnswers(404, 410) } } },
    async (request, reply) => {
      await deleteManagedNotice(ctx, request.params.token);
      return reply.status(204).send(null);
    },
  );
};
