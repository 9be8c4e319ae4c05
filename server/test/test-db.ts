import fs from "node:fs";
import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openPglite, openPostgres, PGLITE_EXTENSIONS, queryRows, type Database } from "../db/client";

const TABLES = [
  "settings",
  "audit_log",
  "watch_words",
  "blocked_senders",
  "search_misses",
  "search_words",
  "search_terms",
  "synonym_groups",
  "search_follows",
  "notice_reports",
  "comment_reports",
  "notice_signals",
  "poster_outcomes",
  "spam_lane",
  "mail_outbox",
  "rate_limits",
  "admin_login_throttles",
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

/**
 * What `truncate <TABLES> restart identity cascade` empties (the tables, every table whose foreign key reaches one of
 * them, and the sequences those tables own), emptied with one statement of deletes instead: a test's tables hold a few
 * rows, and a truncate gives each of the 51 tables new files on disk (85 ms a reset on PostgreSQL, 10 ms this way; a
 * test file resets before each test, the route walk before each of 123 routes). Foreign keys are not checked while it
 * runs (session_replication_role, for this transaction only), so the order of the deletes does not matter.
 */
async function emptyTablesStatement(database: Database): Promise<string> {
  const rows = await queryRows<{ name: string; kind: string }>(
    database.db,
    sql`
    with recursive reached(oid) as (
      select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and c.relname in (${sql.join(
            TABLES.map((t) => sql`${t}`),
            sql`, `,
          )})
      union
      select k.conrelid from pg_constraint k join reached on k.confrelid = reached.oid where k.contype = 'f'
    )
    select c.relname as name, 'table' as kind from reached join pg_class c on c.oid = reached.oid
    union all
    select s.relname, 'sequence' from pg_depend d join reached on d.refobjid = reached.oid
      join pg_class s on s.oid = d.objid and s.relkind = 'S'
      where d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')`,
  );
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const tables = rows.filter((r) => r.kind === "table").map((r) => `delete from ${quoted(r.name)};`);
  const sequences = rows
    .filter((r) => r.kind === "sequence")
    .map((r) => `alter sequence ${quoted(r.name)} restart;`);
  if (tables.length < TABLES.length)
    throw new Error(`reset found ${tables.length} of ${TABLES.length} tables`);
  return `do $$ begin set local session_replication_role = replica; ${tables.join(" ")} ${sequences.join(" ")} end $$`;
}

export interface TestDatabase extends Database {
  /** Empties every table between tests. */
  reset(): Promise<void>;
  /** On a PostgreSQL server, this file's database: a second app server can connect to it too. */
  url?: string;
}

/**
 * Databases that finished files gave back, emptied to the template's state, for the next file in this worker
 * (`isolate: false` keeps the module, and so these lists, for the worker's life). Loading the template into a new
 * PGlite costs about 1.3 s of CPU, and dropping a database on a PostgreSQL server 1.5–3 s (it waits for a checkpoint);
 * emptying one costs about 0.1 s.
 */
const spare: PGlite[] = [];
const spareOnServer: string[] = [];

/** Empties every table but the list version, whose one row is set back to the template's: one statement. */
const EMPTY_TO_TEMPLATE = `do $$ begin
  execute (select 'truncate ' || string_agg(format('%I', tablename), ', ') || ' restart identity cascade'
    from pg_tables where schemaname = 'public' and tablename <> 'notice_list_version');
  update notice_list_version set version = 0;
end $$`;

async function emptyToTemplate(client: PGlite): Promise<void> {
  // Session state a file may leave (settings, prepared statements, temporary tables, locks); not in a transaction.
  await client.exec("discard all");
  await client.exec(EMPTY_TO_TEMPLATE);
}

/**
 * A PGlite with the migrated template for one file: a spare one, or one loaded from the template dump. The file sees
 * it through a stand-in that refuses every call once given back (a test that closes its database expects it gone);
 * given back, it is emptied and kept for the next file, or closed if emptying fails.
 */
async function lendPglite(): Promise<{ client: PGlite; giveBack: () => Promise<void> }> {
  const client =
    spare.pop() ??
    (await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]),
      extensions: PGLITE_EXTENSIONS,
    }));
  let lent = true;
  const standIn = new Proxy(client, {
    get(target, property) {
      if (property === "closed") return !lent || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return lent ? value.bind(target) : () => Promise.reject(new Error("PGlite is closed"));
    },
  });
  return {
    client: standIn,
    giveBack: async () => {
      if (!lent) return;
      lent = false;
      try {
        await emptyToTemplate(client);
        spare.push(client);
      } catch {
        await client.close().catch(() => {});
      }
    },
  };
}

/**
 * A migrated database for one test file: PGlite loaded from the template made once in global setup, or, with
 * DATABASE_URL set, a database on that server copied from the migrated template database; in either case a spare one
 * that an earlier file in this worker gave back, emptied, when there is one.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("postgresTemplateUrl");
  let database: Database;
  let giveBack: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (serverUrl) {
    const serverDatabaseUrl = (name: string) => serverUrl.replace(/\/[^/]*$/, `/${name}`);
    const adminQuery = async (query: string) => {
      const admin = new pg.Client({ connectionString: serverDatabaseUrl("postgres") });
      await admin.connect();
      await admin.query(query).finally(() => admin.end());
    };
    const template = new URL(serverUrl).pathname.slice(1);
    const spareName = spareOnServer.pop();
    // Named after the template, so global setup's teardown finds the spares to drop.
    const name = spareName ?? `${template}_${crypto.randomBytes(6).toString("hex")}`;
    if (!spareName) await adminQuery(`create database ${name} template ${template}`);
    url = serverDatabaseUrl(name);
    database = openPostgres(url, 5);
    giveBack = async () => {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.query(EMPTY_TO_TEMPLATE);
        spareOnServer.push(name);
      } catch {
        await adminQuery(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end().catch(() => {});
      }
    };
  } else {
    const lent = await lendPglite();
    database = { ...openPglite(lent.client), close: lent.giveBack };
  }
  let emptyTables: string | undefined;
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await giveBack?.();
    },
    reset: async () => {
      emptyTables ??= await emptyTablesStatement(database);
      await database.db.execute(sql.raw(emptyTables));
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string;
  }
}
