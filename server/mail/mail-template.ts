import type { MailMessage } from "./mail-transport";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailContent {
  to: string;
  subject: string;
  /** Greeting and paragraphs, in order; plain text (escaped in the HTML copy). */
  paragraphs: string[];
  /** A call to action shown as a button in HTML and as a bare line in text. */
  action?: { label: string; url: string };
  /** Lines after the action. */
  after?: string[];
  replyTo?: string;
  /** A display name at MAIL_FROM's address (relayed messages). */
  fromName?: string;
}

export const SIGN_OFF = "— Shropshire Noticeboard";

/** One look for every mail: plain text plus simple HTML with the same words. */
export function renderMail(content: MailContent): MailMessage {
  const after = content.after ?? [];
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    SIGN_OFF,
  ].join("\n\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${content.paragraphs.map(p).join("")}${action}${after.map(p).join("")}${p(SIGN_OFF)}</body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    replyTo: content.replyTo,
    fromName: content.fromName,
  };
}
