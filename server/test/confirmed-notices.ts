import type { TestApp } from "./test-app";
import type { AdminHeaders } from "./admin-session";
import { postNoticeForm, validFields, verificationLinkIn } from "./notice-posting-requests";

/** Posts a notice through the form, follows its activation mail's link, and answers the notice id. */
export async function postAndConfirm(
  t: TestApp,
  fields: Record<string, string>,
  remoteAddress?: string,
): Promise<number> {
  const res = await postNoticeForm(t, validFields(fields), { remoteAddress });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  await t.deliverMail();
  const to = validFields(fields).contactEmail;
  const mails = t.mail.to(to).filter((m) => m.text.includes("/verify/"));
  const token = verificationLinkIn(mails[mails.length - 1].text).split("/verify/")[1];
  const verified = await t.app.inject({ method: "POST", url: "/api/notices/verify", payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return res.json<{ id: number }>().id;
}

/** An admin call through app.inject with the session's headers. */
export function adminCall(t: TestApp, admin: AdminHeaders) {
  return (method: "GET" | "PATCH" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}
