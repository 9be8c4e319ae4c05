import type { FastifyRequest } from "fastify";
import type { AuditActor } from "./audit-repository";

/** The logged-in admin behind a request in the authenticated admin scope, as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { adminId: request.admin?.adminId ?? null, username: request.admin?.username ?? null };
}
