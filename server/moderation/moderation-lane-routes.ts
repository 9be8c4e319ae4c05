import type { RoutePlugin } from "../context";
import { existingId } from "../errors";
import { toAdminNotice } from "../notices/notice-dto";
import { actorOf } from "../audit/audit-actor";
import { errorAnswers } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import { AdminNoticeSchema } from "../../common/notice-answer-schemas";
import { RejectNoticeBodySchema } from "../../common/rejection-reasons";
import {
  SpamLaneSchema,
  TrustSettingsSchema,
  WentLiveListSchema,
} from "../../common/moderation-lane-schemas";
import { getSpamLane, releaseFromSpamLane } from "./spam-lane-service";
import { readTrustSettings, saveTrustSettings } from "./trust-service";
import { getWentLive, removeWentLiveNotice } from "./went-live-service";

const errors = errorAnswers(400, 401, 403, 404);
const noticeAnswer = { 200: AdminNoticeSchema, ...errorAnswers(400, 401, 403, 404, 409) };
const noticeId = (id: number | null) => existingId(id, "Notice not found");

/**
 * The review queue's two lanes beside the queue — "Likely spam" (held, released by a moderator) and "Went live
 * without review" (trusted posters' notices, removable with undo) — and the trusted-poster rule (admins only).
 */
export const moderationLaneRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/queue/spam",
    { schema: { response: { 200: SpamLaneSchema, ...errors } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getSpamLane(ctx);
    },
  );

  app.post(
    "/api/admin/queue/spam/:id/release",
    { schema: { params: IdParamsSchema, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(await releaseFromSpamLane(ctx, noticeId(request.params.id), actorOf(request))),
  );

  app.get(
    "/api/admin/queue/went-live",
    { schema: { response: { 200: WentLiveListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getWentLive(ctx);
    },
  );

  app.post(
    "/api/admin/notices/:id/remove-live",
    { schema: { params: IdParamsSchema, body: RejectNoticeBodySchema, response: noticeAnswer } },
    async (request) =>
      toAdminNotice(
        await removeWentLiveNotice(ctx, noticeId(request.params.id), request.body, actorOf(request)),
      ),
  );

  app.get(
    "/api/admin/settings/trust",
    { config: { adminOnly: true }, schema: { response: { 200: TrustSettingsSchema, ...errors } } },
    async () => readTrustSettings(ctx.db),
  );

  app.put(
    "/api/admin/settings/trust",
    {
      config: { adminOnly: true },
      schema: { body: TrustSettingsSchema, response: { 200: TrustSettingsSchema, ...errors } },
    },
    async (request) => saveTrustSettings(ctx, request.body, actorOf(request)),
  );
};
