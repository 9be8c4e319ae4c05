import { approveNotice } from "../moderation/admin-notice-service";
import type { MailMessage } from "../mail/mail-transport";
import { verifyNotice } from "../moderation/verification-service";
import { postNoticeForm, validFields, verificationLinkIn, type ImagePart } from "./notice-posting-requests";
import type { TestApp } from "./test-app";
import { MAIL_HOLD_MS } from "../moderation/undo-service";

/** The token of the manage link in a mail. */
export function manageTokenIn(mail: MailMessage): string {
  const match = /https?:\/\/\S+\/manage\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no manage link in "${mail.subject}"`);
  return match[1];
}

export interface PostedNotice {
  id: number;
  email: string;
  /** From the activation mail. */
  manageToken: string;
  verifyToken: string;
}

let counter = 0;

/** Posts through the real route and reads both links from the activation mail. */
export async function postNotice(
  t: TestApp,
  overrides: Record<string, string> = {},
  image?: ImagePart,
): Promise<PostedNotice> {
  counter += 1;
  const email = overrides.contactEmail ?? `poster-${counter}-${Date.now()}@example.org`;
  const res = await postNoticeForm(t, validFields({ ...overrides, contactEmail: email }), { image });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  await t.deliverMail();
  const mail = t.mail.to(email).at(-1)!;
  return {
    id: res.json<{ id: number }>().id,
    email,
    manageToken: manageTokenIn(mail),
    verifyToken: verificationLinkIn(mail.text).split("/verify/")[1],
  };
}

/** Posted, confirmed through its link and approved: live, as a poster's notice really becomes. */
export async function postLiveNotice(
  t: TestApp,
  overrides: Record<string, string> = {},
  image?: ImagePart,
): Promise<PostedNotice> {
  const posted = await postNotice(t, overrides, image);
  await verifyNotice(t.app.ctx, posted.verifyToken, "127.0.0.1");
  await approveNotice(t.app.ctx, posted.id);
  t.clock.advance(MAIL_HOLD_MS); // the live mail waits out the moderator's undo window
  await t.deliverMail();
  return posted;
}

/** Calls /api/manage/{token}[/action]. */
export function manage(
  t: TestApp,
  method: "GET" | "PATCH" | "POST" | "DELETE",
  token: string,
  action = "",
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/manage/${token}${action}`,
    ...(payload ? { payload } : {}),
  });
}
