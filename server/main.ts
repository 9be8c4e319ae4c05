import { buildApp } from "./app";
import { ensureEnvAdmin } from "./admin-auth/admin-bootstrap";
import { createPruneAuditJob } from "./audit/prune-audit-job";
import { createNightlyBackupJob } from "./backups/nightly-backup-job";
import { ensureBackupToken } from "./backups/backup-token";
import { createDeleteOldMessagesJob } from "./contact/delete-old-messages-job";
import { startInboundSmtp, type InboundSmtp } from "./contact/inbound-smtp";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { openConfiguredDatabase } from "./db/open-configured";
import { ensureCategories } from "./db/reference-data";
import { Readiness } from "./http/readiness";
import { listenMetricsServer, type MetricsServer } from "./metrics/metrics-server";
import { ensureShippedSynonyms } from "./search/thesaurus";
import { createDigestJob } from "./digest/digest-job";
import { createRejectHeldSpamJob } from "./moderation/reject-held-spam-job";
import { startJobs, type Job } from "./jobs/job-runner";
import { createClearMailBodiesJob } from "./mail/clear-mail-bodies-job";
import { createExpiryReminderJob } from "./manage/expiry-reminder-job";
import { createExpireNoticesJob } from "./notices/expire-notices-job";
import { createForgetAddressesJob } from "./notices/forget-addresses-job";
import { createPurgeUnverifiedJob } from "./notices/purge-unverified-job";
import { createRemovePosterDataJob } from "./notices/remove-poster-data-job";
import { createEndFeaturingJob } from "./payments/end-featuring-job";
import { createQueueAlertsJob } from "./moderation/queue-alerts-job";
import { createSavedSearchAlertJob } from "./saved-searches/saved-search-alert-job";
import { createPurgeUnconfirmedJob } from "./saved-searches/purge-unconfirmed-job";

/**
 * The periodic jobs, run at start and every minute by one server at a time. Assembled here, above the features, so
 * jobs/ (the runner) never imports a feature.
 */
export function createJobs(ctx: AppContext): Job[] {
  return [
    createExpireNoticesJob(ctx),
    createRejectHeldSpamJob(ctx),
    createEndFeaturingJob(ctx),
    createPurgeUnverifiedJob(ctx),
    // Retention (UK GDPR; the privacy page states these periods).
    createClearMailBodiesJob(ctx),
    createDeleteOldMessagesJob(ctx),
    createRemovePosterDataJob(ctx),
    createForgetAddressesJob(ctx),
    createExpiryReminderJob(ctx),
    createPurgeUnconfirmedJob(ctx),
    createDigestJob(ctx),
    createSavedSearchAlertJob(ctx),
    createQueueAlertsJob(ctx),
    createPruneAuditJob(ctx),
    createNightlyBackupJob(ctx),
  ];
}

/** How long after start the periodic jobs first run. */
const JOBS_FIRST_RUN_DELAY_MS = 5_000;

/**
 * Listen and shut down gracefully; everything else is buildApp's. `opened`: the settings and the database when the
 * caller has opened them already (scripts/start.ts does, so the embedded database starts while the server loads).
 * Only what a request needs comes before listening (the schema, the categories, the admin named in the settings); the
 * shipped thesaurus and the mail sender follow, then /api/ready answers 200; the jobs first run a few seconds later.
 */
export async function main(
  options: { clientDir?: string; opened?: { config: Config; database: Database } } = {},
): Promise<void> {
  const { config, database } = options.opened ?? openConfiguredDatabase();
  const readiness = new Readiness();
  // The routes are built while the database opens (PGlite compiles and starts its WebAssembly) and migrates: buildApp
  // sends no query.
  const [app] = await Promise.all([
    buildApp({ config, db: database.db, clientDir: options.clientDir, readiness }),
    database.migrate(),
  ]);
  await ensureCategories(database.db);
  await ensureEnvAdmin(app.ctx);
  ensureBackupToken(config.dataDir);
  let stopJobs = async () => {};
  let firstJobs: NodeJS.Timeout | undefined = undefined;
  let metricsServer: MetricsServer | undefined;
  let inboundSmtp: InboundSmtp | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearTimeout(firstJobs);
    // First of all: /api/ready answers 503 from now on, while requests in flight finish.
    readiness.markStopping();
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs().catch(() => {});
    await metricsServer?.close();
    await inboundSmtp?.close().catch(() => {});
    await app.close().catch((err) => app.log.error({ err }, "close failed"));
    await database.close().catch((err) => app.log.error({ err }, "database close failed"));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  // The shipped thesaurus joins the moderators' groups (a group they changed or removed is left alone). Until then a
  // search uses the groups the table holds (a new database gets the shipped ones at its first search).
  try {
    await ensureShippedSynonyms(database.db);
  } catch (err) {
    // A stop sent while it ran closes the database under it.
    if (closing) return;
    throw err;
  }
  if (closing) return;
  app.ctx.mail.start();
  // The jobs' first run waits a little: on the embedded database they take its one connection turn by turn, one
  // transaction after another, and the first visitors and health checks should not queue behind them.
  firstJobs = setTimeout(() => {
    if (closing) return;
    stopJobs = startJobs(database.db, createJobs(app.ctx), app.ctx.log, undefined, app.metrics?.observeJob);
  }, JOBS_FIRST_RUN_DELAY_MS);
  if (app.metrics && config.metricsPort !== undefined) {
    metricsServer = await listenMetricsServer(app.metrics, {
      port: config.metricsPort,
      token: config.metricsToken,
      log: app.ctx.log,
    });
  }
  const inbound = config.inboundSmtp;
  if (inbound.port !== undefined)
    inboundSmtp = await startInboundSmtp(app.ctx, {
      port: inbound.port,
      host: inbound.host,
      tlsCert: inbound.tlsCert,
      tlsKey: inbound.tlsKey,
    });
  readiness.markReady();
  app.log.info(
    { url: config.publicUrl, database: database.kind, mail: config.smtpUrl ? "smtp" : "outbox folder" },
    "Shropshire Noticeboard is running",
  );
}
