import type { FastifyRequest } from "fastify";
import type { AuditActor } from "./audit-repository";

/** Who acted when a service is called without a logged-in admin (scripts, jobs). */
export const SYSTEM_ACTOR: AuditActor = { adminId: null, username: null };

/** The logged-in admin behind a request in the authenticated admin scope, as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { adminId: request.admin?.adminId ?? null, username: request.admin?.username ?? null };
}
