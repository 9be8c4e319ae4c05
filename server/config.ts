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
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_BASE: url(["http:", "https:"]),
    TRUST_PROXY: optional.refine((v) => v === undefined || ["0", "1", "true", "false"].includes(v), {
      message: "must be 1 or 0",
    }),
    S3_ENDPOINT: url(["http:", "https:"]),
    S3_REGION: optional,
    S3_BUCKET: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
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
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
      logLevel: env.LOG_LEVEL,
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
  .refine((c) => !c.s3 || Boolean(c.s3.accessKeyId) === Boolean(c.s3.secretAccessKey), {
    message: "must be set together with S3_SECRET_ACCESS_KEY",
    path: ["S3_ACCESS_KEY_ID"],
  });

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads the settings; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? "setting");
  const value = env[name];
  throw new ConfigError(
    `Invalid setting ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: ${issue.message}`,
  );
}

/** A config for tests and scripts: the defaults, with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: "silent" }), ...overrides };
}
