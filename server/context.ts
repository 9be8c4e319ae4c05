import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { ObjectStore } from "./images/object-store";
import type { MailOutbox } from "./mail/mail-outbox";

/** What every route, service and job is given: passed in, so tests build the same app with their own parts. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mail: MailOutbox;
  log: Logger;
  /** Stored images (a folder or a bucket), served under /uploads/. */
  images: ObjectStore;
  /** DATA_DIR/uploads: the folder images live in when there is no bucket. */
  uploadsDir: string;
}

export type RoutePlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;

export function uploadsDirOf(config: Config): string {
  return path.join(config.dataDir, "uploads");
}
