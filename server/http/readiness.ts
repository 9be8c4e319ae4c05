import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswers, HealthAnswerSchema, ReadyAnswerSchema } from "../../common/api-answer-schemas";
import { pingDatabase, type Db } from "../db/client";

export type ReadinessState = "starting" | "ready" | "stopping";

/**
 * Whether this server should be sent traffic: `starting` until `main` has migrated the database and seeded what it
 * needs, `ready` while it serves, `stopping` from the first moment of a graceful shutdown (so a proxy or an
 * orchestrator stops sending it requests before it closes).
 */
export class Readiness {
  constructor(private current: ReadinessState = "starting") {}
  get state(): ReadinessState {
    return this.current;
  }
  markReady(): void {
    if (this.current === "starting") this.current = "ready";
  }
  markStopping(): void {
    this.current = "stopping";
  }
}

const NOT_READY_MESSAGES = {
  starting: "Starting: the database is not migrated yet",
  stopping: "Shutting down",
} as const;

/**
 * `GET /api/health`, the liveness check: 200 while the process runs and the database answers. `GET /api/ready`: 200
 * only when the server is also ready; 503 while it starts and from the start of a shutdown. Both answer 503 with an
 * error answer while the database cannot be reached.
 */
export function registerHealthChecks(app: FastifyInstance, db: Db, readiness: Readiness): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ifDatabaseAnswers = async <T>(reply: FastifyReply, check: string, answer: T) => {
    try {
      await pingDatabase(db);
      return answer;
    } catch (err) {
      app.log.error({ err }, `${check}: database unreachable`);
      return reply.status(503).send({ message: "Database unreachable" });
    }
  };
  typed.get(
    "/api/health",
    { schema: { response: { 200: HealthAnswerSchema, ...errorAnswers(400, 503) } } },
    async (_request, reply) => ifDatabaseAnswers(reply, "health check", { status: "ok" as const }),
  );
  typed.get(
    "/api/ready",
    { schema: { response: { 200: ReadyAnswerSchema, ...errorAnswers(400, 503) } } },
    async (_request, reply) => {
      const state = readiness.state;
      if (state !== "ready") return reply.status(503).send({ message: NOT_READY_MESSAGES[state] });
      return ifDatabaseAnswers(reply, "readiness check", { status: "ready" as const });
    },
  );
}
