import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_PERMISSION } from "../../common/team-schemas";
import { loginWithRole, type AdminHeaders } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * What a moderator may call (issue 23: the queue, notices, comments, contact messages and history, and their own
 * sign-in and two-factor set-up; issues 35 and 36: the conversations, and what the spam screen learned). Every other admin route — the app's own route table, so a route added later is walked
 * too — must answer a moderator 403 "You do not have permission to do that", and must never answer an admin so.
 */
const MODERATOR_MAY: RegExp[] = [
  /^\/api\/admin\/(login|login\/mfa|check-auth|logout|login-failures)$/,
  /^\/api\/admin\/mfa\//,
  /^\/api\/admin\/invitations\//,
  /^\/api\/admin\/enrolment\//,
  /^\/api\/admin\/stats$/,
  /^\/api\/admin\/queue(\/|$)/,
  /^\/api\/admin\/notices(?!\/:id\/toggle-feature)(\/|$)/,
  /^\/api\/admin\/comments(\/|$)/,
  /^\/api\/admin\/contact-messages$/,
  /^\/api\/admin\/blocked-senders$/,
  /^\/api\/admin\/audit(\/|$)/,
  /^\/api\/admin\/alert-preferences$/,
  /^\/api\/admin\/conversations(\/|$)/,
  /^\/api\/admin\/screen\/(learned$|decisions\/)/,
];

const moderatorMay = (url: string) => MODERATOR_MAY.some((r) => r.test(url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface AdminRoute {
  method: string;
  url: string;
}

function adminRoutes(): AdminRoute[] {
  return t.app.routeTable
    .flatMap(({ method, url }) => [method].flat().map((m) => ({ method: String(m), url: String(url) })))
    .filter((r) => r.method !== "HEAD" && r.url.startsWith("/api/admin"))
    .sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));
}

/** Ids no row has, so an allowed call changes nothing; a token-shaped string for a token. */
const pathOf = (url: string) => url.replace(/:id\b/g, "999999").replace(/:(\w+)/g, () => "x".repeat(43));

async function send(route: AdminRoute, as: AdminHeaders) {
  const options: InjectOptions = {
    method: route.method,
    url: pathOf(route.url),
    headers: as.headers,
  };
  if (!["GET", "DELETE"].includes(route.method)) options.payload = {};
  const res = await t.app.inject(options);
  const refused = res.statusCode === 403 && res.json<{ message: string }>().message === NO_PERMISSION;
  return { status: res.statusCode, refused };
}

describe("every admin route checks the role on the server", () => {
  it("answers a moderator 403 on every admin-only route, and never on the moderator's own", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const moderator = await loginWithRole(t, "moderator");
    const wrong: string[] = [];
    for (const route of routes) {
      const { status, refused } = await send(route, moderator);
      if (refused === moderatorMay(route.url)) wrong.push(`${route.method} ${route.url} → ${status}`);
    }
    expect(wrong).toEqual([]);
    // The admin-only routes are a real share of the table: the team, watch list, synonyms, analytics, backups…
    expect(routes.filter((r) => !moderatorMay(r.url)).length).toBeGreaterThanOrEqual(15);
  });

  it("never answers an admin 403 for want of permission", async () => {
    const admin = await loginWithRole(t, "admin");
    const refused: string[] = [];
    for (const route of adminRoutes()) {
      const answer = await send(route, admin);
      if (answer.refused) refused.push(`${route.method} ${route.url}`);
    }
    expect(refused).toEqual([]);
  });

  it("tells the moderator's dashboard their role, and refuses the Team tab's list", async () => {
    const moderator = await loginWithRole(t, "moderator");
    const auth = await t.app.inject({
      method: "GET",
      url: "/api/admin/check-auth",
      headers: moderator.headers,
    });
    expect(auth.json()).toMatchObject({ username: "volunteer", role: "moderator", mfaSetupRequired: false });
    const team = await t.app.inject({ method: "GET", url: "/api/admin/team", headers: moderator.headers });
    expect(team.statusCode).toBe(403);
    expect(team.json()).toEqual({ message: "You do not have permission to do that" });
    const admin = await loginWithRole(t, "admin");
    const adminAuth = await t.app.inject({
      method: "GET",
      url: "/api/admin/check-auth",
      headers: admin.headers,
    });
    expect(adminAuth.json()).toMatchObject({ role: "admin" });
  });
});
