import { buildApp, type App } from "./app";
import { ensureEnvAdmin } from "./admin-auth/admin-bootstrap";
import { sealStoredTotpSecrets } from "./admin-auth/admin-mfa-service";
import { createPruneAuditJob } from "./audit/prune-audit-job";
import { createNightlyBackupJob } from "./backups/nightly-backup-job";
import { ensureBackupToken } from "./backups/backup-token";
import { isQuietCopy } from "./backups/quiet-copy";
import { createDeleteOldMessagesJob } from "./contact/delete-old-messages-job";
import type { InboundSmtp } from "./contact/inbound-smtp";
import { portInUseMessage, type Config } from "./config";
import type { AppContext } from "./context";
import type { Database, Db } from "./db/client";
import { openConfiguredDatabase } from "./db/open-configured";
import { ensureCategories } from "./db/reference-data";
import { isPortTaken } from "./http/port-taken";
import { Readiness } from "./http/readiness";
import { listenMetricsServer, type MetricsServer } from "./metrics/metrics-server";
import { warmSearch } from "./search/search-interpretation";
import { builtSsrEntry } from "./ssr/ssr-entry";
import { createDigestJob } from "./digest/digest-job";
import { createRejectHeldSpamJob } from "./moderation/reject-held-spam-job";
import { createTrainScreenJob } from "./signals/learned-screen";
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
    createTrainScreenJob(ctx.clock),
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

export const QUIET_COPY_MESSAGE =
  "This is a restored copy: mail is paused and the periodic jobs are off. Run npm run restore -- --live, then start it again, to send mail and run jobs.";

/**
 * The outbox's sender and, a few seconds later, the periodic jobs; neither on a restored copy not yet told to go live
 * (backups/quiet-copy.ts), whose outbox is paused. `stop` ends the jobs.
 */
export async function startMailAndJobs(
  app: App,
  db: Db,
  firstRunDelayMs = JOBS_FIRST_RUN_DELAY_MS,
): Promise<{ quiet: boolean; stop: () => Promise<void> }> {
  if (await isQuietCopy(db)) {
    app.ctx.mail.pause();
    app.ctx.log.warn(QUIET_COPY_MESSAGE);
    return { quiet: true, stop: async () => {} };
  }
  app.ctx.mail.start();
  let stopped = false;
  let stopJobs = async () => {};
  // The jobs' first run waits a little: on the embedded database they take its one connection turn by turn, one
  // transaction after another, and the first visitors and health checks should not queue behind them.
  const firstRun = setTimeout(() => {
    if (!stopped)
      stopJobs = startJobs(db, createJobs(app.ctx), app.ctx.log, undefined, app.metrics?.observeJob);
  }, firstRunDelayMs);
  return {
    quiet: false,
    stop: async () => {
      stopped = true;
      clearTimeout(firstRun);
      await stopJobs();
    },
  };
}

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
  // A port already taken ends the process before the database is migrated (the listens below still check).
  for (const [setting, port, host] of [
    ["PORT", config.port, config.host],
    ["METRICS_PORT", config.metricsPort, "127.0.0.1"],
  ] as const) {
    if (port === undefined || !(await isPortTaken(port, host))) continue;
    console.error(portInUseMessage({ code: "EADDRINUSE" }, setting, port));
    await database.close().catch(() => {});
    process.exit(1);
  }
  const readiness = new Readiness();
  // The routes are built while the database opens (PGlite compiles and starts its WebAssembly) and migrates: buildApp
  // sends no query.
  const [app] = await Promise.all([
    buildApp({ config, db: database.db, clientDir: options.clientDir, readiness }),
    database.migrate(),
  ]);
  await ensureCategories(database.db);
  await ensureEnvAdmin(app.ctx);
  const sealed = await sealStoredTotpSecrets(database.db, config);
  if (sealed > 0) app.log.info({ accounts: sealed }, "TOTP secrets sealed under the current key");
  ensureBackupToken(config.dataDir);
  let stopJobs = async () => {};
  let metricsServer: MetricsServer | undefined;
  let inboundSmtp: InboundSmtp | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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

  // A port already taken ends the process with one line naming the setting, not a stack trace.
  const stopOnPortInUse = async (err: unknown, setting: "PORT" | "METRICS_PORT", port: number) => {
    const message = portInUseMessage(err, setting, port);
    if (!message) throw err;
    closing = true;
    console.error(message);
    await metricsServer?.close();
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  };
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    return stopOnPortInUse(err, "PORT", config.port);
  }
  // The shipped thesaurus joins the moderators' groups (a group they changed or removed is left alone), and the search's
  // word lists are read now, not by the first search. Until then a search uses the groups the table holds (a new
  // database gets the shipped ones at its first search). The pages' server build (React and every page) is read now
  // too, not by the first visitor (a second of the first page's answer).
  try {
    await warmSearch(database.db);
    // A server build that fails to load is the first page's problem, as before (it answers with the shell), not the
    // start's.
    await builtSsrEntry().catch((err: unknown) =>
      app.log.warn({ err }, "the pages' server build did not load"),
    );
  } catch (err) {
    // A stop sent while it ran closes the database under it.
    if (closing) return;
    throw err;
  }
  if (closing) return;
  const background = await startMailAndJobs(app, database.db);
  stopJobs = background.stop;
  if (app.metrics && config.metricsPort !== undefined) {
    try {
      metricsServer = await listenMetricsServer(app.metrics, {
        port: config.metricsPort,
        token: config.metricsToken,
        log: app.ctx.log,
      });
    } catch (err) {
      await stopJobs().catch(() => {});
      await app.ctx.mail.stop();
      return stopOnPortInUse(err, "METRICS_PORT", config.metricsPort);
    }
  }
  const inbound = config.inboundSmtp;
  if (inbound.port !== undefined) {
    // Loaded only where replies come by mail (INBOUND_SMTP_PORT): smtp-server holds about 2 MB of heap (decision 0015).
    const { startInboundSmtp } = await import("./contact/inbound-smtp");
    inboundSmtp = await startInboundSmtp(app.ctx, {
      port: inbound.port,
      host: inbound.host,
      tlsCert: inbound.tlsCert,
      tlsKey: inbound.tlsKey,
    });
  }
  readiness.markReady();
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      mail: background.quiet ? "paused (restored copy)" : config.smtpUrl ? "smtp" : "outbox folder",
    },
    "Shropshire Noticeboard is running",
  );
}
