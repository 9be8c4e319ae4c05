import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type { Transporter } from "nodemailer";
import type StreamTransport from "nodemailer/lib/stream-transport";
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
  /** A display name for MAIL_FROM's address instead of its own ("Megan via Shropshire Noticeboard"). */
  fromName?: string | null;
}

/** Where mail goes: an SMTP server, or `.eml` files in an outbox folder. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** RFC 5322 lines end in CRLF; a body's own line breaks become CRLF before it is encoded (nodemailer keeps them). */
const crlf = (body: string) => body.replace(/\r?\n/g, "\r\n");

/** MAIL_FROM's bare address ("noreply@board.example" of "Shropshire Noticeboard <noreply@board.example>"). */
export function mailFromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1].trim() ?? from.trim();
}

function toNodemailer(from: string, message: MailMessage) {
  return {
    from: message.fromName ? { name: message.fromName, address: mailFromAddress(from) } : from,
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

/** Nodemailer, loaded with the first mail rather than at start (see docs/decisions/0015). */
async function loadNodemailer() {
  const [{ default: nodemailer }, { parseConnectionUrl }] = await Promise.all([
    import("nodemailer"),
    import("nodemailer/lib/shared/index.js"),
  ]);
  return { nodemailer, parseConnectionUrl };
}

/** A transporter made on first use; `current()` is the one made, if any. */
function lazyTransporter<T extends Transporter>(make: () => Promise<T>) {
  let made: Promise<T> | undefined;
  let current: T | undefined;
  return {
    get: () =>
      (made ??= make().then((transporter) => (current = transporter))).catch((err: unknown) => {
        made = undefined;
        throw err;
      }),
    current: () => current,
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = lazyTransporter(async () => {
    const { nodemailer, parseConnectionUrl } = await loadNodemailer();
    // Options beside the URL's own (a URL alone would drop them): a pool, so a backlog does not pay a handshake per mail.
    return nodemailer.createTransport({
      ...parseConnectionUrl(smtpUrl),
      pool: true,
      maxConnections: SMTP_POOL_SIZE,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  });
  return {
    async send(message) {
      await (await transporter.get()).sendMail(toNodemailer(from, message));
    },
    close: () => transporter.current()?.close(),
  };
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Writes each mail as an `.eml` file under `dir` and logs its subject and links (never the full address). */
export function createFileTransport(dir: string, from: string, log: Logger): MailTransport {
  const builder = lazyTransporter(async () =>
    (await loadNodemailer()).nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: "windows",
    }),
  );
  return {
    async send(message) {
      const info: StreamTransport.SentMessageInfo = await (
        await builder.get()
      ).sendMail(toNodemailer(from, message));
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
