import { expect } from "vitest";
import { sessionCookieName } from "../admin-auth/admin-session";
import type { AdminRole } from "../../common/team-schemas";
import type { AdminHeaders } from "./admin-session";
import type { TestApp } from "./test-app";

/** POST /api/admin/team/invitations as `admin`, then the token of the link in the mail it sent. */
export async function invite(t: TestApp, admin: AdminHeaders, email: string, role: AdminRole) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/team/invitations",
    headers: admin.headers,
    payload: { email, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.deliverMail();
  const mail = t.mail.to(email).at(-1);
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? "")?.[1];
  if (!mail || !token) throw new Error(`no invitation mail to ${email}`);
  return { token, mail, invitation: res.json<{ id: number }>() };
}

/** POST /api/admin/invitations/{token}/accept; answers the response and, on 201, headers for the new session. */
export async function accept(t: TestApp, token: string, username: string, password = "a long password 1") {
  const origin = t.config.publicUrl;
  const res = await t.app.inject({
    method: "POST",
    url: `/api/admin/invitations/${token}/accept`,
    headers: { origin },
    payload: { username, password },
  });
  const set = res.cookies.find((c) => c.name === sessionCookieName(t.config));
  const cookie = set ? `${set.name}=${set.value}` : "";
  return { res, session: { cookie, headers: { cookie, origin } } satisfies AdminHeaders };
}
