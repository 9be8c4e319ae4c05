import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "helmet";
import multipart from "@fastify/multipart";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { isSecretLinkPath } from "../common/client-routes";
import { LIMITS } from "../common/limits";
import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import { uploadsDirOf, type AppContext } from "./context";
import type { Db } from "./db/client";
import { registerErrorHandler } from "./http/error-handler";
import { answerClientError, answerFrameworkError } from "./http/framework-errors";
import { registerNotFoundHandler } from "./http/not-found";
import { strictBodyValidatorCompiler } from "./http/strict-body";
import { createLogger } from "./http/logger";
import { registerOpenApi } from "./http/openapi";
import { sessionCookieName } from "./admin-auth/admin-session";
import { Readiness, registerHealthChecks } from "./http/readiness";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { registerMetrics } from "./metrics/metrics-routes";
import { registerStaticFiles } from "./http/static-files";
import { createObjectStore, type ObjectStore } from "./images/object-store";
import { registerStorableTextCheck } from "./http/storable-text";
import type { SsrEntryLoader } from "./ssr/ssr-entry";
import { PAGE_CACHE_BYTES, RenderedPageCache } from "./ssr/page-cache";
import { KeptPageAnswers, keptPagesFirstServer, trustOneProxy } from "./ssr/kept-page-answers";
import { NoticeListCache } from "./notices/notice-list-cache";
import { listValidity } from "./notices/notice-list-service";
import { viewBufferFor } from "./notices/notice-view-buffer";
import { searchMissBufferFor } from "./analytics/search-miss-buffer";
import { countKeptNoticePageView } from "./notices/notice-view-service";
import { MailOutbox } from "./mail/mail-outbox";
import { createMailTransport, type MailTransport } from "./mail/mail-transport";
import { verificationRoutes } from "./moderation/verification-routes";
import { noticePostingRoutes } from "./notices/notice-posting-routes";
import { noticeListRoutes } from "./notices/notice-list-routes";
import { contactRoutes } from "./contact/contact-routes";
import { conversationRoutes } from "./contact/conversation-routes";
import { savedSearchRoutes } from "./saved-searches/saved-search-routes";
import { subscriberRoutes } from "./subscribers/subscriber-routes";
import { pageviewRoutes } from "./analytics/pageview-routes";
import { adminRoutes } from "./admin-routes";
import { registerNoStore } from "./http/no-store";
import { commentRoutes } from "./comments/comment-routes";
import { paymentRoutes } from "./payments/payment-routes";
import { settingsRoutes } from "./settings/settings-routes";
import { manageRoutes } from "./manage/manage-routes";
import { posterRequestRoutes } from "./my-data/poster-request-routes";
import { noticeReportRoutes } from "./moderation/notice-report-routes";
import { searchFollowRoutes } from "./search/search-follow-routes";
import { feedRoutes } from "./feeds/feed-routes";
import { ogImageRoutes } from "./ssr/og-image-routes";
import { setOwnDomain } from "./signals/screen-lists-service";

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Where mail goes; by default SMTP_URL or the outbox folder. */
  mailTransport?: MailTransport;
  /** By default createLogger(config); a logger passed in should come from createLogger too (it keeps secrets out). */
  logger?: Logger;
  /** Built client folder (tests may point elsewhere). */
  clientDir?: string;
  /** Where images are stored; by default S3_BUCKET's bucket or DATA_DIR/uploads. */
  images?: ObjectStore;
  /** The web app's server renderer: by default its build in dist/server; tests load it from source. */
  ssrEntry?: SsrEntryLoader;
  /** Addresses per sitemap file (the protocol's 50,000; tests pass a small one). */
  sitemapUrlLimit?: number;
  /**
   * What `/api/ready` reports: `main` passes one that starts `starting` and marks it ready after migrating. Without
   * one the app is ready at once (tests, benchmarks and scripts build it on a migrated database).
   */
  readiness?: Readiness;
}

/** Every route as registered, with its schema: what tests walk to reach every route, the ones added later too. */
export type RouteTable = readonly Pick<RouteOptions, "method" | "url" | "schema">[];

/** `metrics` is null unless METRICS_TOKEN or METRICS_PORT is set (then `main` may serve it on its own port). */
export type App = FastifyInstance & { ctx: AppContext; routeTable: RouteTable; metrics: Metrics | null };

/** Fastify's types know only Ajv's and fast-json-stringify's factories; these answer the compilers buildApp sets. */
const ZOD_COMPILERS = {
  buildValidator: () => strictBodyValidatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"];

/** Same for dev, production and tests: tests pass their own database, clock and mail transport. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const log = deps.logger ?? createLogger(config);
  const clock = deps.clock ?? systemClock;
  const transport = deps.mailTransport ?? createMailTransport(config, log);
  const ctx: AppContext = {
    config,
    db,
    clock,
    log,
    mail: new MailOutbox(db, transport, clock, log),
    images: deps.images ?? createObjectStore(config),
    uploadsDir: uploadsDirOf(config),
  };

  // Kept public pages are answered before Fastify (ssr/kept-page-answers.ts); the answers are made with the page cache.
  const kept: { answers?: KeptPageAnswers } = {};
  const app = Fastify({
    serverFactory: keptPagesFirstServer(() => kept.answers),
    // The assertion picks Fastify's logger type for the instance (pino's own type would not fit the plugins' types).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: log as FastifyBaseLogger,
    // Behind one proxy: the hop next to us is trusted, so X-Forwarded-For gives the client.
    trustProxy: config.trustProxy ? trustOneProxy : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // zod checks and writes every route (the compilers set below), so Fastify need not load Ajv and
    // fast-json-stringify at start for its defaults.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("ctx", ctx);
  const routeTable: Pick<RouteOptions, "method" | "url" | "schema">[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", ({ method, url, schema }) => {
    routeTable.push({ method, url, schema });
  });
  registerErrorHandler(app);
  registerStorableTextCheck(app);
  const metrics =
    config.metricsToken !== undefined || config.metricsPort !== undefined
      ? createMetrics(db, clock, log)
      : null;
  app.decorate("metrics", metrics);
  // With METRICS_PORT the public port never serves /metrics: main serves it on loopback.
  if (metrics)
    registerMetrics(app, metrics, config.metricsPort === undefined ? config.metricsToken : undefined);

  // The security headers, built once: @fastify/helmet built helmet's middleware afresh for every request (parsing the
  // policy each time), 11.5% of the server's time answering kept pages. The middleware sets them on the raw reply.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest come from the board itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith("https:"),
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // The spam screen allows links to the board's own site.
  setOwnDomain(config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: LIMITS.imageMaxBytes,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 40,
      headerPairs: 100,
    },
  });

  // A page or API call reached through an e-mailed secret link never sends that link on as a referrer, nor is indexed.
  app.addHook("onSend", async (request, reply) => {
    if (!isSecretLinkPath(request.url.split("?")[0])) return;
    reply.header("Referrer-Policy", "no-referrer").header("X-Robots-Tag", "noindex");
  });

  registerNoStore(app);

  if (!config.trustProxy) {
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || !request.headers["x-forwarded-for"]) return;
      warned = true;
      request.log.warn(
        "requests arrive through a proxy: set TRUST_PROXY=1 so per-address limits see each visitor",
      );
    });
  }

  await registerOpenApi(app, config.publicUrl, sessionCookieName(config));

  registerHealthChecks(app, db, deps.readiness ?? new Readiness("ready"));

  const routes = [
    noticePostingRoutes,
    verificationRoutes,
    noticeListRoutes,
    contactRoutes,
    conversationRoutes,
    subscriberRoutes,
    savedSearchRoutes,
    pageviewRoutes,
    adminRoutes,
    commentRoutes,
    paymentRoutes,
    settingsRoutes,
    manageRoutes,
    posterRequestRoutes,
    noticeReportRoutes,
    searchFollowRoutes,
  ];
  for (const plugin of routes) await app.register(plugin, { ctx });
  await app.register(feedRoutes, { ctx, sitemapLimit: deps.sitemapUrlLimit });
  await app.register(ogImageRoutes, { ctx });

  const pages = new RenderedPageCache({
    clock,
    store: new NoticeListCache(PAGE_CACHE_BYTES),
    validity: () => listValidity(ctx),
    countView: (id, visitor) => countKeptNoticePageView(ctx, id, visitor),
  });
  await registerStaticFiles(app, ctx.images, deps.clientDir, deps.ssrEntry, pages);
  const keptPages = new KeptPageAnswers({ pages, trustProxy: config.trustProxy, metrics, log });
  kept.answers = keptPages;
  app.decorate("keptPageAnswers", keptPages);
  app.addHook("preClose", async () => keptPages.close());
  registerNotFoundHandler(app, routeTable);
  app.addHook("onClose", async () => {
    await ctx.mail.stop();
    // Views are held in memory for up to a second (notice-view-buffer.ts): none is lost at shutdown.
    await viewBufferFor(ctx).close();
    await searchMissBufferFor(ctx).flush();
  });
  return app as unknown as App;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    keptPageAnswers: KeptPageAnswers;
  }
}
