import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client";

/** Migrates one template database for the whole run; each test file copies it instead of migrating again. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templateName = `nb_template_${process.pid}`;
    const adminUrl = serverUrl.replace(/\/[^/]*$/, "/postgres");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.query(`create database ${templateName}`);
    const templateUrl = serverUrl.replace(/\/[^/]*$/, `/${templateName}`);
    const database = openPostgres(templateUrl, 1);
    await database.migrate();
    await database.close();
    project.provide("postgresTemplateUrl", templateUrl);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      // The template, and the spare copies the workers kept for their next files (server/test/test-db.ts).
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 || '\\_%'",
        [templateName],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }
  const database = openPglite(undefined);
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nb-template-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplatePath", file);
  project.provide("postgresTemplateUrl", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
