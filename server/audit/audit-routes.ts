import type { RoutePlugin } from "../context";
import { errorAnswers } from "../../common/api-answer-schemas";
import { AuditPageSchema, AuditPeopleSchema, AuditQuerySchema } from "../../common/audit-schemas";
import { nextCursorOf } from "../../common/cursor-page";
import type { AdminRole } from "../../common/team-schemas";
import { listAudit, listAuditPeople } from "./audit-repository";

const PAGE = 50;

/**
 * An invitation's row names the address it went to. The Team tab, where invitations are made, is the admin's alone
 * (issue 23), so a moderator reading History sees that someone was invited or an invitation withdrawn, not to whom.
 */
function detailsFor(details: Record<string, unknown>, role: AdminRole | undefined): Record<string, unknown> {
  if (role === "admin" || !("email" in details)) return details;
  const { email: _email, ...rest } = details;
  return rest;
}

/** GET /api/admin/audit: the History tab, newest first, filtered by action, admin or notice. */
export const auditRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/audit",
    {
      schema: {
        querystring: AuditQuerySchema,
        response: {
          200: AuditPageSchema,
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const q = request.query;
      const rows = await listAudit(ctx.db, {
        action: q.action,
        admin: q.admin || undefined,
        targetType: q.noticeId ? "notice" : undefined,
        targetId: q.noticeId ? Number(q.noticeId) : undefined,
        beforeId: q.cursor ? Number(q.cursor) : undefined,
        limit: PAGE + 1,
      });
      const page = rows.slice(0, PAGE);
      return {
        items: page.map((r) => ({
          id: r.id,
          admin: r.adminUsername,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          details: detailsFor(r.details as Record<string, unknown>, request.admin?.role),
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor: nextCursorOf(rows, PAGE),
      };
    },
  );

  app.get(
    "/api/admin/audit/people",
    { schema: { response: { 200: AuditPeopleSchema, ...errorAnswers(400, 401, 403) } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { people: await listAuditPeople(ctx.db) };
    },
  );
};
