import type { Config } from "../config";
import type { MailMessage } from "../mail/mail-transport";
import { renderMail } from "../mail/mail-template";
import type { ConversationSide } from "../../common/conversation-schemas";

export const BOARD_NAME = "Shropshire Noticeboard";

/** A side's own links, made fresh for the mail that carries them. */
export interface RecipientLinks {
  /** /conversation/{token}: the recipient's own page. */
  page: string;
  /** The recipient's relay address at RELAY_DOMAIN, when the inbound listener is set up. */
  relayAddress: string | undefined;
}

/** How the other side is named to a side: the visitor by their first name, the poster as "The poster". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name.trim();
}

function replyLines(links: RecipientLinks): string[] {
  return links.relayAddress
    ? ["Reply to this e-mail to answer: your address stays hidden, and so does theirs."]
    : [`Reply on your conversation page: ${links.page}`];
}

function reportLine(links: RecipientLinks): string {
  return `Report this conversation: ${links.page}#report`;
}

/**
 * A message relayed to the other side. It comes from "{name} via Shropshire Noticeboard" at MAIL_FROM's address and
 * carries neither side's address: only the recipient's own conversation link and relay address.
 */
export function relayedMessageMail(
  to: string,
  values: {
    recipient: ConversationSide;
    senderName: string;
    noticeTitle: string;
    body: string;
    isFirstMessage: boolean;
    links: RecipientLinks;
  },
): MailMessage {
  const { links, noticeTitle } = values;
  const subject =
    values.recipient === "poster"
      ? `New message about your notice: ${noticeTitle}`
      : `New reply about ${noticeTitle}`;
  const intro = values.isFirstMessage
    ? `${values.senderName} sent you a message about your notice "${noticeTitle}" on ${BOARD_NAME}:`
    : `${values.senderName} wrote about "${noticeTitle}" on ${BOARD_NAME}:`;
  return renderMail({
    to,
    fromName: `${values.senderName} via ${BOARD_NAME}`,
    replyTo: links.relayAddress,
    subject,
    paragraphs: ["Hello,", intro, values.body, ...replyLines(links)],
    action: { label: "Open the conversation", url: links.page },
    after: [reportLine(links)],
  });
}

/** The visitor's copy of their first message, with their own conversation link. */
export function visitorCopyMail(
  to: string,
  values: { visitorName: string; noticeTitle: string; body: string; links: RecipientLinks },
): MailMessage {
  const { links } = values;
  return renderMail({
    to,
    replyTo: links.relayAddress,
    subject: `Your message about ${values.noticeTitle}`,
    paragraphs: [
      `Hello ${firstNameOf(values.visitorName)},`,
      `You sent this message about "${values.noticeTitle}" on ${BOARD_NAME}. The poster's answer will reach you here and on your conversation page; neither of you sees the other's address.`,
      values.body,
      ...replyLines(links),
    ],
    action: { label: "Open the conversation", url: links.page },
    after: [reportLine(links)],
  });
}

export function conversationPageUrl(config: Config, token: string): string {
  return `${config.publicUrl}/conversation/${token}`;
}
