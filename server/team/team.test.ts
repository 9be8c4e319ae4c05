import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { queryRows } from "../db/client";
import { adminInvitations, admins } from "../db/schema";
import { upsertAdmin } from "../admin-auth/admin-bootstrap";
import { insertNotice } from "../test/factories";
import { enrolMfa, loginAsAdmin, loginWithRole, type AdminHeaders } from "../test/admin-session";
import { accept, invite } from "../test/team-requests";
import { createTestApp, type TestApp } from "../test/test-app";
import { hashVerificationToken } from "../notices/verification-tokens";
import { ENROLMENT_SUBJECT } from "../admin-auth/enrolment-link-service";

let t: TestApp;
let admin: AdminHeaders;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  admin = await loginAsAdmin(t);
});

const get = (url: string, as?: AdminHeaders) =>
  t.app.inject({ method: "GET", url, headers: as?.headers ?? {} });
const send = (method: "POST" | "PATCH" | "DELETE", url: string, as: AdminHeaders, payload?: object) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
const passwordLogin = (username: string, remoteAddress: string, password = "correct horse battery") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin: "http://localhost:3000" },
    payload: { username, password },
    remoteAddress,
  });
const idOf = async (username: string) =>
  (await t.db.select({ id: admins.id }).from(admins).where(eq(admins.username, username)))[0].id;

describe("inviting a moderator", () => {
  it("mails a 7-day single-use link stored only as a hash; GET shows it, POST accepts it once", async () => {
    const { token, mail } = await invite(t, admin, "sam@example.org", "moderator");
    expect(mail.subject).toBe("You are invited to help run Shropshire Noticeboard");
    expect(mail.text).toContain(`http://localhost:3000/admin/invitation/${token}`);
    expect(mail.text).toContain("moderator");
    const [row] = await t.db.select().from(adminInvitations);
    expect(row.tokenHash).toBe(hashVerificationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * DAY);

    // GET only reads, however often; a secret link: no referrer, not indexed.
    for (let i = 0; i < 2; i++) {
      const shown = await get(`/api/admin/invitations/${token}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({ email: "sam@example.org", role: "moderator" });
      expect(shown.headers["referrer-policy"]).toBe("no-referrer");
      expect(shown.headers["x-robots-tag"]).toBe("noindex");
    }
    const page = await get(`/admin/invitation/${token}`);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toBe("noindex");

    const { res, session } = await accept(t, token, "sam.moderates");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ username: "sam.moderates" });
    const auth = await get("/api/admin/check-auth", session);
    expect(auth.json()).toEqual({
      authenticated: true,
      username: "sam.moderates",
      role: "moderator",
      mfaEnabled: false,
      mfaSetupRequired: true,
    });

    const again = await accept(t, token, "someone.else");
    expect(again.res.statusCode).toBe(410);
    expect(again.res.json().message).toBe("This invitation has already been used. Sign in instead.");
    expect((await get(`/api/admin/invitations/${token}`)).statusCode).toBe(410);
  });

  it("lets the new account do nothing but set up two-factor sign-in, then work the queue", async () => {
    const notice = await insertNotice(t.db, { status: "pending" });
    const { token } = await invite(t, admin, "sam@example.org", "moderator");
    const { session } = await accept(t, token, "sam.moderates");
    const before = await get("/api/admin/queue", session);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe("Set up two-factor sign-in before using the admin dashboard");

    await enrolMfa(t, session);
    expect((await get("/api/admin/queue", session)).statusCode).toBe(200);
    const approved = await send("PATCH", `/api/admin/notices/${notice.id}/approve`, session);
    expect(approved.statusCode).toBe(200);
    // A moderator, not an admin.
    expect((await get("/api/admin/team", session)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown link and 410 once it has expired", async () => {
    expect((await get(`/api/admin/invitations/${"x".repeat(43)}`)).statusCode).toBe(404);
    expect((await accept(t, "y".repeat(43), "nobody.here")).res.statusCode).toBe(404);
    const { token } = await invite(t, admin, "late@example.org", "moderator");
    t.clock.advance(7 * DAY - 1000);
    expect((await get(`/api/admin/invitations/${token}`)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await get(`/api/admin/invitations/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe("This invitation has expired. Ask an admin for a new one.");
    expect((await accept(t, token, "late.comer")).res.statusCode).toBe(410);
    expect(await t.db.select().from(admins).where(eq(admins.username, "late.comer"))).toEqual([]);
  });

  it("refuses a username already taken, and leaves the invitation usable", async () => {
    const { token } = await invite(t, admin, "sam@example.org", "moderator");
    const taken = await accept(t, token, "moderator");
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().errors).toEqual({ username: "That username is taken. Please choose another." });
    expect((await get(`/api/admin/invitations/${token}`)).statusCode).toBe(200);
  });

  it("refuses a bad address or role, and an acceptance posted from another site", async () => {
    const bad = await send("POST", "/api/admin/team/invitations", admin, { email: "nope", role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "role"]);
    const { token } = await invite(t, admin, "sam@example.org", "moderator");
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/admin/invitations/${token}/accept`,
      headers: { origin: "https://evil.example" },
      payload: { username: "sam.moderates", password: "a long password 1" },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get(`/api/admin/invitations/${token}`)).statusCode).toBe(200);
  });
});

describe("an invitation's password and second factor (issue 34)", () => {
  it("refuses a weak password with the field's message, and makes no account", async () => {
    const { token } = await invite(t, admin, "sam@example.org", "moderator");
    for (const password of ["password", "passwordpassword1", "sam.moderates-2024!", "Shropshire-rocks-99"]) {
      const { res } = await accept(t, token, "sam.moderates", password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({
        message: "Choose a longer or less common password",
        errors: { password: "Choose a longer or less common password" },
      });
    }
    expect(await t.db.select().from(admins).where(eq(admins.username, "sam.moderates"))).toEqual([]);
    expect((await accept(t, token, "sam.moderates", "wrekin ferry lantern 42")).res.statusCode).toBe(201);
  });

  it("never lets a password sign-in of the account before it enrols lead to enrolment", async () => {
    const { token } = await invite(t, admin, "sam@example.org", "moderator");
    // The invitee sets a password and leaves before scanning the QR code.
    const joined = await accept(t, token, "sam.moderates", "wrekin ferry lantern 42");
    expect(joined.res.statusCode).toBe(201);
    await send("POST", "/api/admin/logout", joined.session);
    // A stranger who has the password, from another address.
    const stranger = await passwordLogin("sam.moderates", "203.0.113.9", "wrekin ferry lantern 42");
    expect(stranger.statusCode).toBe(403);
    expect(stranger.cookies.map((c) => c.name)).not.toContain("nb_admin_session");
    const cookie = stranger.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const headers = { cookie, origin: "http://localhost:3000" };
    const setup = await t.app.inject({ method: "POST", url: "/api/admin/mfa/setup", headers });
    expect(setup.statusCode).toBe(401);
    const enable = await t.app.inject({
      method: "POST",
      url: "/api/admin/mfa/enable",
      headers,
      payload: { code: "123456" },
    });
    expect(enable.statusCode).toBe(401);
    const [row] = await t.db.select().from(admins).where(eq(admins.username, "sam.moderates"));
    expect(row.mfaEnabledAt).toBeNull();
    expect(row.mfaPendingSecret).toBeNull();
  });
});

describe("an open invitation", () => {
  it("is withdrawn: its link answers 410 from then on, it leaves the list, and History names who withdrew it", async () => {
    const { token, invitation } = await invite(t, admin, "typo@exmaple.org", "moderator");
    const withdrawn = await send("DELETE", `/api/admin/team/invitations/${invitation.id}`, admin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const link = await get(`/api/admin/invitations/${token}`);
    expect(link.statusCode).toBe(410);
    expect(link.json().message).toBe("This invitation has been withdrawn. Ask an admin for a new one.");
    expect((await accept(t, token, "too.late")).res.statusCode).toBe(410);
    expect((await get("/api/admin/team", admin)).json().invitations).toEqual([]);
    const history = await get("/api/admin/audit?action=team_invite_withdraw", admin);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        admin: "moderator",
        action: "team_invite_withdraw",
        details: { email: "typo@exmaple.org", role: "moderator" },
      }),
    ]);
  });

  it("is sent again as a new 7-day link to the same address and role; the old link stops working", async () => {
    const first = await invite(t, admin, "sam@example.org", "admin");
    t.clock.advance(6 * DAY);
    admin = await loginAsAdmin(t); // the first session has lapsed meanwhile
    const again = await send("POST", `/api/admin/team/invitations/${first.invitation.id}/resend`, admin);
    expect(again.statusCode, again.body).toBe(201);
    const sent = again.json();
    expect(sent).toMatchObject({ email: "sam@example.org", role: "admin", invitedBy: "moderator" });
    expect(sent.id).not.toBe(first.invitation.id);
    expect(Date.parse(sent.expiresAt) - t.clock.now().getTime()).toBe(7 * DAY);
    await t.deliverMail();
    const mails = t.mail.to("sam@example.org");
    expect(mails).toHaveLength(2);
    const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})\b/.exec(mails[1].text)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(first.token);
    expect((await get(`/api/admin/invitations/${first.token}`)).statusCode).toBe(410);
    expect((await get(`/api/admin/invitations/${token}`)).json()).toEqual({
      email: "sam@example.org",
      role: "admin",
    });
    expect((await get("/api/admin/team", admin)).json().invitations).toEqual([
      expect.objectContaining({ id: sent.id, email: "sam@example.org" }),
    ]);
    const history = await get("/api/admin/audit?action=team_invite", admin);
    expect(history.json().items.map((e: { details: object }) => e.details)).toEqual([
      { email: "sam@example.org", role: "admin", resent: true },
      { email: "sam@example.org", role: "admin" },
    ]);
  });

  it("answers 404 to withdraw or send again once it is used, withdrawn or expired, and for an unknown id", async () => {
    const used = await invite(t, admin, "used@example.org", "moderator");
    await accept(t, used.token, "used.already");
    const withdrawn = await invite(t, admin, "gone@example.org", "moderator");
    await send("DELETE", `/api/admin/team/invitations/${withdrawn.invitation.id}`, admin);
    const late = await invite(t, admin, "late@example.org", "moderator");
    t.clock.advance(7 * DAY);
    admin = await loginAsAdmin(t);
    for (const id of [used.invitation.id, withdrawn.invitation.id, late.invitation.id, 999999]) {
      for (const [method, url] of [
        ["DELETE", `/api/admin/team/invitations/${id}`],
        ["POST", `/api/admin/team/invitations/${id}/resend`],
      ] as const) {
        const res = await send(method, url, admin);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(
          "That invitation is no longer open: it was used, withdrawn or has expired",
        );
      }
    }
    await t.deliverMail();
    expect(t.mail.to("late@example.org")).toHaveLength(1);
  });
});

describe("the team", () => {
  it("lists people with role, two-factor and last sign-in, and the open invitations", async () => {
    await enrolMfa(t, admin);
    await invite(t, admin, "open@example.org", "admin");
    const { token } = await invite(t, admin, "sam@example.org", "moderator");
    await accept(t, token, "sam.moderates");
    const team = await get("/api/admin/team", admin);
    expect(team.statusCode).toBe(200);
    const body = team.json();
    expect(body.members).toEqual([
      expect.objectContaining({ username: "moderator", role: "admin", mfaEnabled: true, email: null }),
      expect.objectContaining({ username: "sam.moderates", role: "moderator", mfaEnabled: false }),
    ]);
    expect(body.members[0].lastSignInAt).toBe(t.clock.now().toISOString());
    expect(body.invitations).toEqual([
      expect.objectContaining({ email: "open@example.org", role: "admin", invitedBy: "moderator" }),
    ]);
  });

  it("changes a role, and the next request of that person is held to it", async () => {
    const moderator = await loginWithRole(t, "moderator");
    const id = await idOf("volunteer");
    expect((await get("/api/admin/analytics", moderator)).statusCode).toBe(403);
    const promoted = await send("PATCH", `/api/admin/team/${id}`, admin, { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id, role: "admin" });
    expect((await get("/api/admin/analytics", moderator)).statusCode).toBe(200);
    expect((await send("PATCH", `/api/admin/team/${id}`, admin, { role: "moderator" })).statusCode).toBe(200);
    expect((await get("/api/admin/analytics", moderator)).statusCode).toBe(403);
    expect((await send("PATCH", "/api/admin/team/999999", admin, { role: "admin" })).statusCode).toBe(404);
  });

  it("never removes nor demotes the last admin", async () => {
    const self = await idOf("moderator");
    const demote = await send("PATCH", `/api/admin/team/${self}`, admin, { role: "moderator" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      "The board must keep at least one admin: make someone else an admin first",
    );
    expect((await send("DELETE", `/api/admin/team/${self}`, admin)).statusCode).toBe(409);

    // With a second admin, one of them may go; then the other is the last again.
    await loginWithRole(t, "admin", "second.admin");
    const second = await idOf("second.admin");
    expect((await send("PATCH", `/api/admin/team/${self}`, admin, { role: "moderator" })).statusCode).toBe(
      200,
    );
    expect((await get("/api/admin/team", admin)).statusCode).toBe(403);
    const otherAdmin = await loginAsAdmin(t, "second.admin");
    expect((await send("PATCH", `/api/admin/team/${self}`, otherAdmin, { role: "admin" })).statusCode).toBe(
      200,
    );
    expect((await send("DELETE", `/api/admin/team/${second}`, admin)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/team/${self}`, admin)).statusCode).toBe(409);
  });

  it("removes someone: their sessions end at once, their invitations are revoked, the history keeps their name", async () => {
    const { token } = await invite(t, admin, "kim@example.org", "admin");
    const { session: kim } = await accept(t, token, "kim.admin");
    await enrolMfa(t, kim);
    const sent = await invite(t, kim, "friend@example.org", "moderator");
    const toKim = await invite(t, admin, "kim@example.org", "moderator");
    expect((await get("/api/admin/queue", kim)).statusCode).toBe(200);

    const removed = await send("DELETE", `/api/admin/team/${await idOf("kim.admin")}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await get("/api/admin/queue", kim)).statusCode).toBe(401);
    expect((await get("/api/admin/check-auth", kim)).statusCode).toBe(401);
    for (const open of [sent.token, toKim.token]) {
      const withdrawn = await get(`/api/admin/invitations/${open}`);
      expect(withdrawn.statusCode).toBe(410);
      expect(withdrawn.json().message).toBe(
        "This invitation has been withdrawn. Ask an admin for a new one.",
      );
    }
    const history = await get("/api/admin/audit?admin=kim.admin", admin);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual([
      "team_invite",
      "team_join",
    ]);
    const removal = await get("/api/admin/audit?action=team_remove", admin);
    expect(removal.json().items).toEqual([
      expect.objectContaining({
        admin: "moderator",
        action: "team_remove",
        details: { username: "kim.admin", role: "admin", invitationsRevoked: 2 },
      }),
    ]);
  });

  it("resets someone's two-factor sign-in: signed out, set up again only from the link mailed to them", async () => {
    const moderator = await loginWithRole(t, "moderator");
    await enrolMfa(t, moderator);
    const id = await idOf("volunteer");
    await t.db.update(admins).set({ email: "volunteer@example.org" }).where(eq(admins.id, id));
    const reset = await send("DELETE", `/api/admin/team/${id}/mfa`, admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id, mfaEnabled: false });
    expect((await get("/api/admin/queue", moderator)).statusCode).toBe(401);
    const [codes] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from admin_recovery_codes where admin_id = ${id}`,
    );
    expect(codes.n).toBe(0);

    // The password alone opens nothing now, whoever types it.
    const password = await passwordLogin("volunteer", "198.51.100.99");
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(
      "Two-factor sign-in is not set up for this account yet. We have e-mailed you a link to set it up.",
    );
    expect(password.cookies.map((c) => c.name)).not.toContain("nb_admin_session");

    await t.deliverMail();
    const mails = t.mail.to("volunteer@example.org");
    expect(mails.map((m) => m.subject)).toEqual([ENROLMENT_SUBJECT, ENROLMENT_SUBJECT]);
    const tokenOf = (text: string) => /\/admin\/enrol\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? "";
    // The outbox sends in parallel lanes, so the two mails may arrive in either order: the live link is the latest.
    const [live] = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from admin_enrolment_links where admin_id = ${id} and used_at is null`,
    );
    const tokens = mails.map((m) => tokenOf(m.text));
    const latest = tokens.find((token) => hashVerificationToken(token) === live.token_hash) ?? "";
    const first = tokens.find((token) => token !== latest) ?? "";
    expect(latest).toHaveLength(43);
    expect(first).toHaveLength(43);
    expect(mails.map((m) => m.text).join("\n")).toContain(`http://localhost:3000/admin/enrol/${latest}`);
    // The sign-in's fresh link replaced the reset's.
    expect((await get(`/api/admin/enrolment/${first}`)).statusCode).toBe(404);
    const shown = await get(`/api/admin/enrolment/${latest}`);
    expect(shown.json()).toEqual({ username: "volunteer" });
    expect(shown.headers["referrer-policy"]).toBe("no-referrer");
    expect(shown.headers["x-robots-tag"]).toBe("noindex");
    const page = await get(`/admin/enrol/${latest}`);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toBe("noindex");

    const bare = await t.app.inject({ method: "POST", url: `/api/admin/enrolment/${latest}` });
    expect(bare.statusCode).toBe(403);
    const used = await t.app.inject({
      method: "POST",
      url: `/api/admin/enrolment/${latest}`,
      headers: { origin: "http://localhost:3000" },
    });
    expect(used.statusCode, used.body).toBe(201);
    const set = used.cookies.find((c) => c.name === "nb_admin_session")!;
    const again: AdminHeaders = {
      cookie: `nb_admin_session=${set.value}`,
      headers: { cookie: `nb_admin_session=${set.value}`, origin: "http://localhost:3000" },
    };
    expect((await get("/api/admin/queue", again)).statusCode).toBe(403);
    await enrolMfa(t, again);
    expect((await get("/api/admin/queue", again)).statusCode).toBe(200);
    const twice = await t.app.inject({
      method: "POST",
      url: `/api/admin/enrolment/${latest}`,
      headers: { origin: "http://localhost:3000" },
    });
    expect(twice.statusCode).toBe(404);
  });

  it("records every action by name, and History filters by person and by action", async () => {
    const moderator = await loginWithRole(t, "moderator");
    const id = await idOf("volunteer");
    await invite(t, admin, "sam@example.org", "moderator");
    await send("PATCH", `/api/admin/team/${id}`, admin, { role: "admin" });
    await send("DELETE", `/api/admin/team/${id}/mfa`, admin);
    const mine = await get("/api/admin/audit?admin=moderator", moderator);
    expect(mine.statusCode).toBe(401);
    const byAdmin = await get("/api/admin/audit?admin=moderator", admin);
    expect(byAdmin.json().items.map((e: { action: string }) => e.action)).toEqual([
      "team_mfa_reset",
      "team_role",
      "team_invite",
      "login",
    ]);
    const people = await get("/api/admin/audit/people", admin);
    expect(people.json()).toEqual({ people: ["moderator", "volunteer"] });
    const roleChanges = await get("/api/admin/audit?action=team_role", admin);
    expect(roleChanges.json().items).toEqual([
      expect.objectContaining({
        admin: "moderator",
        details: { username: "volunteer", from: "moderator", to: "admin" },
      }),
    ]);
  });
});

describe("npm run admin -- create", () => {
  it("still creates an account, and it is an admin", async () => {
    expect(await upsertAdmin(t.db, "terminal.admin", "correct horse battery")).toBe("created");
    const [row] = await t.db.select().from(admins).where(eq(admins.username, "terminal.admin"));
    expect(row).toMatchObject({ role: "admin", mfaRequired: false });
  });
});
