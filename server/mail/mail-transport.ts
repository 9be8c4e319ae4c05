import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type { Logger } from "pino";
import { outboxFolderOf } from "./outbox-folder";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on digests. */
  headers?: Record<string, string> | null;
}

/** Where mail goes: an SMTP server, or `.eml` files in an outbox folder. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** RFC 5322 lines end in CRLF; a body's own line breaks become CRLF before it is encoded (nodemailer keeps them). */
const crlf = (body: string) => body.replace(/\r?\n/g, "\r\n");

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: crlf(message.text),
    html: message.html ? crlf(message.html) : undefined,
    replyTo: message.replyTo ?? undefined,
    headers: message.headers ?? undefined,
  };
}

/** Connections kept open to the SMTP server: the outbox sends on as many lanes at once. */
export const SMTP_POOL_SIZE = 5;

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Options beside the URL's own (a URL alone would drop them): a pool, so a backlog does not pay a handshake per mail.
  const transporter = nodemailer.createTransport({
    ...parseConnectionUrl(smtpUrl),
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(toNodemailer(from, message));
    },
    close: () => transporter.close(),
  };
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Writes each mail as an `.eml` file under `dir` and logs its subject and links (never the full address). */
export function createFileTransport(dir: string, from: string, log: Logger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await builder.sendMail(toNodemailer(from, message));
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(dir, name));
      log.info(
        { subject: message.subject, links: message.text.match(LINK) ?? [], file: name },
        "mail written to outbox",
      );
    },
  };
}

export function createMailTransport(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: Logger,
): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom);
  return createFileTransport(outboxFolderOf(config), config.mailFrom, log);
}
