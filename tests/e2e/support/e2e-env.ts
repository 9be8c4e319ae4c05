import path from "node:path";

/**
 * Shared by the Playwright config, the e2e server and the tests. E2E_PORT and E2E_CLIENT_DIR let two runs side by
 * side use their own server, data folder and built client.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../../../.data-e2e-${E2E_PORT}`);
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, "outbox");
export const E2E_CLIENT_DIR = process.env.E2E_CLIENT_DIR
  ? path.resolve(process.env.E2E_CLIENT_DIR)
  : path.resolve(import.meta.dirname, "../../../dist/client");
export const E2E_ADMIN = { username: "moderator", password: "wrekin-ferry-lantern-42" };
/**
 * Admins (same password) that one journey signs in as alone: the two-factor journey's, one per project, so none shares
 * a secret; and the refused-login journey's, whose failed attempt is shown "since your last sign-in" only if no other
 * journey signs in as that admin in between (the moderator fixture signs in as E2E_ADMIN in every worker).
 */
export const E2E_REFUSED_LOGIN_ADMIN = "refused-login";
export const E2E_OWN_ADMINS = ["totp-desktop", "totp-phone", E2E_REFUSED_LOGIN_ADMIN];
/** The local Stripe-shaped server the e2e app talks to. */
export const E2E_STRIPE_PORT = E2E_PORT + 1000;
export const E2E_STRIPE = { secretKey: "sk_test_e2e_noticeboard", webhookSecret: "whsec_e2e_noticeboard" };
