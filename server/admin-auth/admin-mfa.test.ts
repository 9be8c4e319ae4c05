import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MINUTE } from "../clock";
import { queryRows } from "../db/client";
import { createTestApp, type TestApp, useTestApp } from "../test/test-app";
import { enrolMfa as enrol, loginAsAdmin } from "../test/admin-session";
import { upsertAdmin } from "./admin-bootstrap";
import { enrolMfaFromTerminal } from "./admin-mfa-service";
import { totpCode } from "./totp";

const t = useTestApp();

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery";

/** The password step; answers the challenge cookie for the code step. */
async function passwordStep(app: TestApp = t) {
  const res = await app.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin: ORIGIN },
    payload: { username: "moderator", password: PASSWORD },
    remoteAddress: "198.51.100.40",
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ mfaRequired: true });
  expect(res.cookies.map((c) => c.name)).toEqual(["nb_admin_mfa"]);
  return `nb_admin_mfa=${res.cookies[0].value}`;
}

const codeStep = (cookie: string | undefined, code: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login/mfa",
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { code },
    remoteAddress: "198.51.100.40",
  });

describe("two-factor enrolment from the dashboard", () => {
  it("shows the secret once, wants a right code, then answers ten recovery codes stored only as hashes", async () => {
    const admin = await loginAsAdmin(t);
    const setup = await t.app.inject({ method: "POST", url: "/api/admin/mfa/setup", headers: admin.headers });
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Shropshire%20Noticeboard:moderator\?/);

    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/admin/mfa/enable",
      headers: admin.headers,
      payload: { code: "000000" === totpCode(secret, t.clock.now()) ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toMatch(/^That code is not right/);

    const enable = await t.app.inject({
      method: "POST",
      url: "/api/admin/mfa/enable",
      headers: admin.headers,
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const check = await t.app.inject({ method: "GET", url: "/api/admin/check-auth", headers: admin.headers });
    expect(check.json()).toMatchObject({ mfaEnabled: true, mfaSetupRequired: false });
    expect(check.body).not.toContain(secret);
    const again = await t.app.inject({ method: "POST", url: "/api/admin/mfa/setup", headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    const stored = JSON.stringify(await queryRows(t.db, sql`select * from admin_recovery_codes`));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });
});

describe("login with two-factor sign-in", () => {
  it("asks for the code after the password, refuses a code already used, and accepts the next", async () => {
    const { secret } = await enrol(t, await loginAsAdmin(t));
    const enrolmentCode = totpCode(secret, t.clock.now());
    const challenge = await passwordStep();

    const replayed = await codeStep(challenge, enrolmentCode);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(
      "That code has already been used. Please wait for the next code from your app.",
    );
    expect(replayed.cookies.find((c) => c.name === "nb_admin_session")).toBeUndefined();

    t.clock.advance(30_000);
    const code = totpCode(secret, t.clock.now());
    const ok = await codeStep(challenge, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ username: "moderator" });
    const session = ok.cookies.find((c) => c.name === "nb_admin_session")!;
    const check = await t.app.inject({
      method: "GET",
      url: "/api/admin/check-auth",
      headers: { cookie: `nb_admin_session=${session.value}` },
    });
    expect(check.statusCode).toBe(200);

    // The same code on a fresh password step (someone who watched it typed) opens nothing.
    expect((await codeStep(await passwordStep(), code)).statusCode).toBe(401);
  });

  it("takes each recovery code once, however it is typed", async () => {
    const { recoveryCodes } = await enrol(t, await loginAsAdmin(t));
    const typed = recoveryCodes[3].toUpperCase().replace("-", " ");
    expect((await codeStep(await passwordStep(), typed)).statusCode).toBe(200);
    const reused = await codeStep(await passwordStep(), recoveryCodes[3]);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: "That code is not right. Please try again." });
    expect((await codeStep(await passwordStep(), recoveryCodes[4])).statusCode).toBe(200);
  });

  it("asks for the password again after five wrong codes, after five minutes, or without the cookie", async () => {
    const { secret } = await enrol(t, await loginAsAdmin(t));
    const challenge = await passwordStep();
    for (let i = 0; i < 5; i++) {
      const res = await codeStep(challenge, `nope-${i}`);
      expect(res.json()).toEqual({ message: "That code is not right. Please try again." });
    }
    t.clock.advance(30_000);
    const timedOut = { message: "Your sign-in has timed out. Please enter your password again." };
    const afterFive = await codeStep(challenge, totpCode(secret, t.clock.now()));
    expect(afterFive.statusCode).toBe(401);
    expect(afterFive.json()).toEqual(timedOut);

    const late = await passwordStep();
    t.clock.advance(5 * MINUTE + 1000);
    expect((await codeStep(late, totpCode(secret, t.clock.now()))).json()).toEqual(timedOut);
    expect((await codeStep(undefined, totpCode(secret, t.clock.now()))).json()).toEqual(timedOut);
    const empty = await codeStep(late, " ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ code: "Enter the code from your authenticator app" });
  });

  it("works with what npm run admin -- mfa prints", async () => {
    await loginAsAdmin(t);
    const printed = await enrolMfaFromTerminal(t.db, t.config, "moderator", t.clock.now());
    expect(printed.otpauthUri).toContain(`secret=${printed.secret}`);
    expect((await codeStep(await passwordStep(), totpCode(printed.secret, t.clock.now()))).statusCode).toBe(
      200,
    );
    expect((await codeStep(await passwordStep(), printed.recoveryCodes[0])).statusCode).toBe(200);
  });
});

describe("ADMIN_REQUIRE_MFA=1", () => {
  it("with ADMIN_REQUIRE_MFA, refuses a password sign-in before enrolment; the terminal enrols, then the code is asked", async () => {
    const strict = await createTestApp({ config: { adminRequireMfa: true } });
    try {
      await upsertAdmin(strict.db, "moderator", PASSWORD);
      const first = await strict.app.inject({
        method: "POST",
        url: "/api/admin/login",
        headers: { origin: ORIGIN },
        payload: { username: "moderator", password: PASSWORD },
      });
      expect(first.statusCode).toBe(403);
      expect(first.json().message).toBe(
        "Two-factor sign-in is not set up for this account yet. Ask the board's operator to run npm run admin -- mfa for it.",
      );
      expect(first.cookies).toEqual([]);
      await enrolMfaFromTerminal(strict.db, strict.config, "moderator", strict.clock.now());
      await passwordStep(strict);
    } finally {
      await strict.close();
    }
  });
});
