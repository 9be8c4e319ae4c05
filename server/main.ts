import { buildApp } from "./app";
import { openConfiguredDatabase } from "./db/open-configured";
import { createJobs } from "./jobs/jobs";
import { startJobs } from "./jobs/job-runner";
import { ensureEnvAdmin } from "./admin/admin-bootstrap";
import { ensureCategories } from "./db/reference-data";

/** Listen and shut down gracefully; everything else is buildApp's. */
export async function main(options: { clientDir?: string } = {}): Promise<void> {
  const { config, database } = openConfiguredDatabase();
  await database.migrate();
  const app = await buildApp({ config, db: database.db, clientDir: options.clientDir });
  await ensureCategories(database.db);
  await ensureEnvAdmin(app.ctx);
  app.ctx.mail.start();
  const stopJobs = startJobs(database.db, createJobs(app.ctx), app.ctx.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs().catch(() => {});
    await app.close().catch((err) => app.log.error({ err }, "close failed"));
    await database.close().catch((err) => app.log.error({ err }, "database close failed"));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind, mail: config.smtpUrl ? "smtp" : "outbox folder" },
    "Shropshire Noticeboard is running",
  );
}
