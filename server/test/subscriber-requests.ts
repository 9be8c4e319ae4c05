import type { SubscribeInput } from "../../common/subscriber-schemas";
import type { SavedSearchInput } from "../../common/saved-search-schemas";
import type { TestApp } from "./test-app";

const TOKEN = "([A-Za-z0-9_-]{43})";

/** The token of the last link to `path` (e.g. `/subscribe/confirm/`) in mail sent to `to`. */
export function tokenInMail(t: TestApp, to: string, path: string): string {
  const mails = t.mail.to(to);
  const match = new RegExp(`${t.config.publicUrl}${path}${TOKEN}`).exec(mails.at(-1)?.text ?? "");
  if (!match) throw new Error(`no ${path} link in mail to ${to}`);
  return match[1];
}

export const subscribe = (t: TestApp, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/subscribe", payload });

/** Subscribes through the route, confirms from the mail, and answers the preferences token. */
export async function subscribeAndConfirm(t: TestApp, payload: SubscribeInput): Promise<string> {
  await subscribe(t, payload);
  await t.deliverMail();
  const token = tokenInMail(t, payload.email, "/subscribe/confirm/");
  const res = await t.app.inject({ method: "POST", url: "/api/subscribe/confirm", payload: { token } });
  if (res.statusCode !== 200) throw new Error(`confirm answered ${res.statusCode}`);
  return res.json<{ manageToken: string }>().manageToken;
}

export const saveSearch = (t: TestApp, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: "POST", url: "/api/saved-searches", payload, remoteAddress });

/** Saves a search through the route, confirms it from the mail, and answers the subscription page's token. */
export async function saveSearchAndConfirm(t: TestApp, payload: SavedSearchInput): Promise<string> {
  await saveSearch(t, payload);
  await t.deliverMail();
  const token = tokenInMail(t, payload.email, "/alerts/confirm/");
  const res = await t.app.inject({ method: "POST", url: "/api/saved-searches/confirm", payload: { token } });
  if (res.statusCode !== 200) throw new Error(`confirm answered ${res.statusCode}`);
  return res.json<{ manageToken: string }>().manageToken;
}
