import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import pino, { type Logger } from "pino";
import { sql } from "drizzle-orm";
import { isSecretLinkPath } from "../common/client-routes";
import { LIMITS } from "../common/limits";
import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import { uploadsDirOf, type AppContext } from "./context";
import type { Db } from "./db/client";
import { AppError } from "./errors";
import { registerErrorHandler } from "./http/error-handler";
import { registerStaticFiles } from "./http/static-files";
import type { SsrEntryLoader } from "./ssr/ssr-entry";
import { MailOutbox } from "./mail/mail-outbox";
import { createMailTransport, type MailTransport } from "./mail/mail-transport";
import { postNoticeRoutes } from "./notices/post-notice-routes";
import { browseNoticeRoutes } from "./notices/browse-notice-routes";
import { contactRoutes } from "./contact/contact-routes";
import { subscriberRoutes } from "./subscribers/subscriber-routes";
import { pageviewRoutes } from "./analytics/pageview-routes";
import { adminRoutes } from "./admin/admin-routes";
import { commentRoutes } from "./comments/comment-routes";
import { paymentRoutes } from "./payments/payment-routes";
import { feedRoutes } from "./feeds/feed-routes";
import { ogImageRoutes } from "./ssr/og-image-routes";

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Where mail goes; by default SMTP_URL or the outbox folder. */
  mailTransport?: MailTransport;
  logger?: Logger;
  /** Built client folder (tests may point elsewhere). */
  clientDir?: string;
  /** The web app's server renderer: by default its build in dist/server; tests load it from source. */
  ssrEntry?: SsrEntryLoader;
  /** Addresses per sitemap file (the protocol's 50,000; tests pass a small one). */
  sitemapUrlLimit?: number;
}

export type App = FastifyInstance & { ctx: AppContext };

/** Same for dev, production and tests: tests pass their own database, clock and mail transport. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const log =
    deps.logger ??
    pino({
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    });
  const clock = deps.clock ?? systemClock;
  const transport = deps.mailTransport ?? createMailTransport(config, log);
  const ctx: AppContext = {
    config,
    db,
    clock,
    log,
    mail: new MailOutbox(db, transport, clock, log),
    uploadsDir: uploadsDirOf(config),
  };

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Behind one proxy: the hop next to us is trusted, so X-Forwarded-For gives the client.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("ctx", ctx);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith("https:"),
  });
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

  // A page or API call reached through an e-mailed secret link never sends that link on as a referrer.
  app.addHook("onSend", async (request, reply) => {
    if (isSecretLinkPath(request.url.split("?")[0])) reply.header("Referrer-Policy", "no-referrer");
  });

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

  app.get("/api/health", async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok" };
    } catch (err) {
      app.log.error({ err }, "health check: database unreachable");
      return reply.status(503).send({ message: "Database unreachable" });
    }
  });

  const routes = [
    postNoticeRoutes,
    browseNoticeRoutes,
    contactRoutes,
    subscriberRoutes,
    pageviewRoutes,
    adminRoutes,
    commentRoutes,
    paymentRoutes,
  ];
  for (const plugin of routes) await app.register(plugin, { ctx });
  await app.register(feedRoutes, { ctx, sitemapLimit: deps.sitemapUrlLimit });
  await app.register(ogImageRoutes, { ctx });

  await registerStaticFiles(app, ctx.uploadsDir, deps.clientDir, deps.ssrEntry);
  app.addHook("onClose", async () => {
    await ctx.mail.stop();
  });
  return app as unknown as App;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export { AppError };
