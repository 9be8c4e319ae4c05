import type { FastifyReply, FastifyRequest } from "fastify";
import { errorAnswers } from "../../common/api-answer-schemas";
import {
  BackupRecordSchema,
  BackupRunBodySchema,
  BackupRunQuerySchema,
  BackupSettingsSchema,
  BackupStatusSchema,
} from "../../common/backup-schemas";
import { adminGuard, authenticationRequired } from "../admin-auth/admin-auth";
import { actorOf } from "../audit/audit-actor";
import type { AppContext, RoutePlugin } from "../context";
import { createRequestedBackup, getBackupStatus, updateBackupSettings } from "./backup-service";
import { isBackupToken } from "./backup-token";

/** GET /api/admin/backups and PUT /api/admin/backups/settings, inside the admin guard. */
export const backupAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/backups",
    {
      config: { adminOnly: true },
      schema: { response: { 200: BackupStatusSchema, ...errorAnswers(400, 401, 403) } },
    },
    async () => getBackupStatus(ctx),
  );
  app.put(
    "/api/admin/backups/settings",
    {
      config: { adminOnly: true },
      schema: {
        body: BackupSettingsSchema,
        response: { 200: BackupSettingsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => updateBackupSettings(ctx, actorOf(request), request.body),
  );
};

/** The bearer token of `npm run backup`, or else an admin session (with its Origin check), as for any admin route. */
function backupRunGuard(ctx: AppContext) {
  const guard = adminGuard(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (bearer === undefined) return guard(request, reply);
    if (!isBackupToken(ctx.config.dataDir, bearer)) throw authenticationRequired();
  };
}

/**
 * POST /api/admin/backups: writes a backup now (the dashboard's button, or `npm run backup` with the token of
 * DATA_DIR/backup.token) and answers where. Outside the admin scope, so the token can stand in for a session.
 */
export const backupRunRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook("onRequest", backupRunGuard(ctx));
  app.post(
    "/api/admin/backups",
    {
      config: { adminOnly: true },
      schema: {
        querystring: BackupRunQuerySchema,
        body: BackupRunBodySchema,
        response: { 201: BackupRecordSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const by = request.admin ? "admin" : "backup token";
      return reply.status(201).send(await createRequestedBackup(ctx, actorOf(request), by));
    },
  );
};
