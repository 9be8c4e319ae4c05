import fs from "node:fs";
import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type Database } from "../db/client";

const TABLES = [
  "settings",
  "audit_log",
  "watch_words",
  "blocked_senders",
  "search_misses",
  "search_words",
  "search_terms",
  "synonym_groups",
  "notice_reports",
  "comment_reports",
  "notice_signals",
  "poster_outcomes",
  "spam_lane",
  "mail_outbox",
  "rate_limits",
  "stripe_events",
  "payments",
  "page_views",
  "digest_deliveries",
  "digest_runs",
  "subscriber_tokens",
  "email_subscribers",
  "admin_sessions",
  "admin_login_challenges",
  "admin_recovery_codes",
  "admins",
  "comments",
  "contact_messages",
  "verification_tokens",
  "notice_views",
  "view_salts",
  "manage_tokens",
  "my_data_tokens",
  "notices",
  "categories",
];

export interface TestDatabase extends Database {
  /** Empties every table between tests. */
  reset(): Promise<void>;
  /** On a PostgreSQL server, this file's database: a second app server can connect to it too. */
  url?: string;
}

/**
 * A migrated database for one test file: PGlite loaded from the template made once in global setup, or, with
 * DATABASE_URL set, a fresh database on that server copied from the migrated template database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("postgresTemplateUrl");
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (serverUrl) {
    const name = `nb_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
    await admin.query(`create database ${name} template ${new URL(serverUrl).pathname.slice(1)}`);
    await admin.end();
    url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
    database = openPostgres(url, 5);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, "/postgres") });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dump = fs.readFileSync(inject("pgliteTemplatePath"));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    database = openPglite(client);
  }
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabase?.();
    },
    reset: async () => {
      await database.db.execute(sql.raw(`truncate ${TABLES.join(", ")} restart identity cascade`));
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string;
  }
}
