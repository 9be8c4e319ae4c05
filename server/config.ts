import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const url = (protocols: string[]) =>
  optional.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

/** A 256-bit key in base64 (e.g. `openssl rand -base64 32`). */
const totpKey = optional.refine((v) => v === undefined || Buffer.from(v, "base64").length === 32, {
  message: "must be 32 bytes in base64 (openssl rand -base64 32)",
});

const flag = optional.refine((v) => v === undefined || ["0", "1", "true", "false"].includes(v), {
  message: "must be 1 or 0",
});

const wholeNumber = (fallback: string, min: number, max: number) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

/** Every setting of server-contract.md §1 with its default. This file is the only reader of process.env. */
export const ConfigSchema = z
  .object({
    PORT: z
      .string()
      .default("3000")
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535, {
        message: "must be a whole number from 0 to 65535",
      })
      .transform(Number),
    HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
    PUBLIC_URL: url(["http:", "https:"]),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    DATABASE_URL: url(["postgres:", "postgresql:"]),
    SMTP_URL: url(["smtp:", "smtps:"]),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, "must be an address")
      .default("Shropshire Noticeboard <noreply@localhost>"),
    ADMIN_USERNAME: optional,
    ADMIN_PASSWORD: optional,
    ADMIN_REQUIRE_MFA: flag,
    ADMIN_IDLE_MINUTES: wholeNumber("30", 1, 24 * 60),
    ADMIN_SESSION_HOURS: wholeNumber("12", 1, 24 * 30),
    TOTP_KEY: totpKey,
    TOTP_KEY_PREVIOUS: totpKey,
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_BASE: url(["http:", "https:"]),
    TRUST_PROXY: flag,
    S3_ENDPOINT: url(["http:", "https:"]),
    S3_REGION: optional,
    S3_BUCKET: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters (e.g. openssl rand -hex 32)",
    }),
    METRICS_PORT: optional.refine(
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535),
      { message: "must be a whole number from 1 to 65535" },
    ),
    BACKUP_URL: url(["http:", "https:"]),
    INBOUND_SMTP_PORT: optional.refine(
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535),
      { message: "must be a whole number from 0 to 65535" },
    ),
    INBOUND_SMTP_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
    RELAY_DOMAIN: optional.refine(
      (v) => v === undefined || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(v),
      { message: "must be a domain name, e.g. reply.board.example" },
    ),
    INBOUND_SMTP_TLS_CERT: optional,
    INBOUND_SMTP_TLS_KEY: optional,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    return {
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      adminRequireMfa: env.ADMIN_REQUIRE_MFA === "1" || env.ADMIN_REQUIRE_MFA === "true",
      adminIdleMinutes: env.ADMIN_IDLE_MINUTES,
      adminSessionHours: env.ADMIN_SESSION_HOURS,
      /** Seals the TOTP secrets (base64, 32 bytes); unset: DATA_DIR/totp.key, made at the first start. */
      totpKey: env.TOTP_KEY,
      /** The key before a rotation: still opens what it sealed, while the start re-seals it under TOTP_KEY. */
      totpKeyPrevious: env.TOTP_KEY_PREVIOUS,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
      logLevel: env.LOG_LEVEL,
      /** Where `npm run backup` asks the running server; unset: http://HOST:PORT. */
      backupUrl: env.BACKUP_URL?.replace(/\/+$/, ""),
      /** `/metrics` is served only with one of these: behind this bearer token, and/or on this loopback port. */
      metricsToken: env.METRICS_TOKEN,
      metricsPort: env.METRICS_PORT === undefined ? undefined : Number(env.METRICS_PORT),
      /**
       * The relay's inbound mail (issue 35): a listener on this port when set; Reply-To addresses at `relayDomain` when
       * that is set too; STARTTLS with the certificate and key files when both are set.
       */
      inboundSmtp: {
        port: env.INBOUND_SMTP_PORT === undefined ? undefined : Number(env.INBOUND_SMTP_PORT),
        host: env.INBOUND_SMTP_HOST,
        tlsCert: env.INBOUND_SMTP_TLS_CERT,
        tlsKey: env.INBOUND_SMTP_TLS_KEY,
      },
      relayDomain: env.RELAY_DOMAIN?.toLowerCase(),
      /** Images in an S3-compatible bucket when S3_BUCKET is set; otherwise in DATA_DIR/uploads. */
      s3: env.S3_BUCKET
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? "us-east-1",
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    };
  })
  .refine((c) => c.metricsPort === undefined || c.metricsPort !== c.port, {
    message: "must differ from PORT: metrics are never served on the public port",
    path: ["METRICS_PORT"],
  })
  .refine((c) => Boolean(c.inboundSmtp.tlsCert) === Boolean(c.inboundSmtp.tlsKey), {
    message: "must be set together with INBOUND_SMTP_TLS_KEY",
    path: ["INBOUND_SMTP_TLS_CERT"],
  })
  .refine((c) => !c.s3 || Boolean(c.s3.accessKeyId) === Boolean(c.s3.secretAccessKey), {
    message: "must be set together with S3_SECRET_ACCESS_KEY",
    path: ["S3_ACCESS_KEY_ID"],
  });

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {}

/**
 * Reads the settings; a bad value throws a ConfigError whose message is one line naming the variable and the problem,
 * never the value: a URL may carry a password (SMTP_URL, DATABASE_URL) and the line goes to the journal.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? "setting");
  throw new ConfigError(`Invalid setting ${name}: ${issue.message}`);
}

/**
 * The one line printed when a port the settings name is taken (EADDRINUSE), instead of a stack trace; undefined for
 * any other error.
 */
export function portInUseMessage(
  err: unknown,
  setting: "PORT" | "METRICS_PORT",
  port: number,
): string | undefined {
  if ((err as NodeJS.ErrnoException | undefined)?.code !== "EADDRINUSE") return undefined;
  return `${setting}=${port} is already in use by another program: stop it, or choose another ${setting}.`;
}

/** A config for tests and scripts: the defaults, with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: "silent" }), ...overrides };
}

/**
 * Reads a `.env` file in the working folder into the environment, when there is one, with Node's own parser
 * (`process.loadEnvFile`, Node 20.12+); a variable already set in the environment wins. `npm start`, `npm run seed` and
 * `npm run admin` call it, so all three open the same database. Tests never do. Answers the file read, if any.
 */
export function loadEnvFile(file = ".env"): string | undefined {
  const full = path.resolve(file);
  if (!fs.existsSync(full)) return undefined;
  if (typeof process.loadEnvFile !== "function") {
    throw new ConfigError(
      `Found ${file} but this Node.js (${process.version}) cannot read it: use Node 20.12 or later, or set the variables in the environment.`,
    );
  }
  process.loadEnvFile(full);
  return full;
}
