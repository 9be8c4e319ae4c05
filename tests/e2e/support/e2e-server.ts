import fs from "node:fs";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from "./e2e-env";

/**
 * The app as `npm start` runs it, on a fresh embedded database in .data-e2e (mail to .data-e2e/outbox), with a known
 * admin. Started by Playwright's webServer and stopped by it.
 */
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  PUBLIC_URL: E2E_BASE_URL,
  DATA_DIR: E2E_DATA_DIR,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: "warn",
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
const { main } = await import("../../../server/main");
await main();
