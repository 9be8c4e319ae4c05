import path from "node:path";

/** Shared by the Playwright config, the e2e server and the tests. */
export const E2E_PORT = 3100;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, "../../../.data-e2e");
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, "outbox");
export const E2E_ADMIN = { username: "moderator", password: "shropshire-moderator-1" };
/** The local Stripe-shaped server the e2e app talks to (see e2e-server.ts). */
export const E2E_STRIPE_PORT = 3199;
