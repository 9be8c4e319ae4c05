import EmailReplyParser from "email-reply-parser";
import { LIMITS } from "../../common/limits";

export const ATTACHMENT_DROPPED_NOTE = "[An attachment was not passed on: the board relays text only.]";

/** Lines that start the quoted history a mail program adds under a reply. */
const QUOTE_HEADERS = [
  /^\s*On\b[\s\S]{0,300}?\bwrote:\s*$/im,
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/im,
  /^\s*_{5,}\s*$/m,
  /^\s*From:\s.+$(\r?\n)^\s*(Sent|Date):\s/im,
];

/**
 * The newest text of a mailed reply: the quoted history and its "On … wrote:" line cut (email-reply-parser, then the
 * usual headers in case a mail program wrapped them onto two lines), signatures it recognises dropped, and the relay's
 * own length limit kept. An HTML-only reply arrives here as mailparser's plain-text rendering.
 */
export function newestTextOf(text: string, attachmentsDropped: number): string {
  const normal = text.replace(/\r\n/g, "\n");
  let visible = new EmailReplyParser().parseReply(normal);
  for (const header of QUOTE_HEADERS) {
    const match = header.exec(visible);
    if (match) visible = visible.slice(0, match.index);
  }
  visible = visible
    .split("\n")
    .filter((line) => !/^\s*>/.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const note = attachmentsDropped > 0 ? `\n\n${ATTACHMENT_DROPPED_NOTE}` : "";
  return visible.slice(0, LIMITS.contactMessageMax - note.length) + note;
}
