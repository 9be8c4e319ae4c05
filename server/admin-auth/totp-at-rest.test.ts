import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MINUTE } from "../clock";
import { queryRows } from "../db/client";
import { useTestApp } from "../test/test-app";
import { enrolMfa as enrol, loginAsAdmin } from "../test/admin-session";
import { upsertAdmin } from "./admin-bootstrap";
import { sealStoredTotpSecrets } from "./admin-mfa-service";
import { totpSecretBox } from "./totp-secret-box";
import { totpCode } from "./totp";

const t = useTestApp();

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery";

async function passwordStep() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin: ORIGIN },
    payload: { username: "moderator", password: PASSWORD },
    remoteAddress: "198.51.100.40",
  });
  expect(res.json()).toEqual({ mfaRequired: true });
  return `nb_admin_mfa=${res.cookies.find((c) => c.name === "nb_admin_mfa")!.value}`;
}

describe("TOTP secrets at rest (issue 34)", () => {
  it("keeps the secret sealed in the database (AES-256-GCM, key outside it), and signs in with its codes", async () => {
    const admin = await loginAsAdmin(t);
    const { secret } = await enrol(t, admin);
    const [row] = await queryRows<{ mfa_secret: string; mfa_pending_secret: string | null }>(
      t.db,
      sql`select mfa_secret, mfa_pending_secret from admins where username = 'moderator'`,
    );
    expect(row.mfa_pending_secret).toBeNull();
    expect(row.mfa_secret).toMatch(/^totp1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(row.mfa_secret).not.toContain(secret);
    expect(/^[A-Z2-7]+=*$/.test(row.mfa_secret)).toBe(false);
    const keyFile = path.join(t.config.dataDir, "totp.key");
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    t.clock.advance(MINUTE);
    const challenge = await passwordStep();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login/mfa",
      headers: { origin: ORIGIN, cookie: challenge },
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("seals a secret stored plain before encryption, and one under the previous key after a rotation", async () => {
    await upsertAdmin(t.db, "moderator", PASSWORD);
    const plain = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await t.db.execute(sql`update admins set mfa_secret = ${plain}, mfa_enabled_at = now()`);
    expect(await sealStoredTotpSecrets(t.db, t.config)).toBe(1);
    const read = async () =>
      (await queryRows<{ mfa_secret: string }>(t.db, sql`select mfa_secret from admins`))[0].mfa_secret;
    const sealed = await read();
    expect(sealed).toMatch(/^totp1:/);
    expect(await sealStoredTotpSecrets(t.db, t.config)).toBe(0);
    // Rotation: the old key becomes TOTP_KEY_PREVIOUS, a new TOTP_KEY seals everything again at the next start.
    const previous = fs.readFileSync(path.join(t.config.dataDir, "totp.key"), "utf8").trim();
    const rotated = {
      ...t.config,
      totpKey: crypto.randomBytes(32).toString("base64"),
      totpKeyPrevious: previous,
    };
    expect(await sealStoredTotpSecrets(t.db, rotated)).toBe(1);
    const resealed = await read();
    expect(resealed).not.toBe(sealed);
    expect(totpSecretBox(rotated).open(resealed)).toBe(plain);
    expect(() => totpSecretBox({ ...rotated, totpKeyPrevious: undefined }).open(sealed)).toThrow();
  });
});
