import fs from "node:fs";
import { upsertAdmin } from "../../../server/admin-auth/admin-bootstrap";
import { openDatabase } from "../../../server/db/client";
import { startFakeStripe } from "../../../server/test/fake-stripe-server";
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_CLIENT_DIR,
  E2E_DATA_DIR,
  E2E_OWN_ADMINS,
  E2E_PORT,
  E2E_STRIPE,
  E2E_STRIPE_PORT,
} from "./e2e-env";

/**
 * The app as `npm start` runs it, on a fresh embedded database (mail to the outbox folder), with a known admin and a
 * local Stripe-shaped server. Started by Playwright's webServer and stopped by it.
 */
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
const stripe = await startFakeStripe({ port: E2E_STRIPE_PORT });
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  PUBLIC_URL: E2E_BASE_URL,
  DATA_DIR: E2E_DATA_DIR,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: "warn",
  ...(stripe.url
    ? {
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      }
    : {}),
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
// The extra admins go in before the server opens the embedded database, which allows one process at a time.
const database = openDatabase({ dataDir: E2E_DATA_DIR });
await database.migrate();
for (const username of E2E_OWN_ADMINS) await upsertAdmin(database.db, username, E2E_ADMIN.password);
await database.close();
const { main } = await import("../../../server/main");
await main({ clientDir: E2E_CLIENT_DIR });
