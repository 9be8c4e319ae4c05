import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswers, ReadyAnswerSchema } from "../../common/api-answer-schemas";
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
 * `GET /api/ready`: 200 only when the server is ready and the database answers now; 503 with an error answer while it
 * starts, while it shuts down and while the database cannot be reached. `/api/health` stays the liveness check.
 */
export function registerReadinessRoute(app: FastifyInstance, db: Db, readiness: Readiness): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/ready",
    { schema: { response: { 200: ReadyAnswerSchema, ...errorAnswers(400, 503) } } },
    async (_request, reply) => {
      const state = readiness.state;
      if (state !== "ready") return reply.status(503).send({ message: NOT_READY_MESSAGES[state] });
      try {
        await pingDatabase(db);
        return { status: "ready" as const };
      } catch (err) {
        app.log.error({ err }, "readiness check: database unreachable");
        return reply.status(503).send({ message: "Database unreachable" });
      }
    },
  );
}
