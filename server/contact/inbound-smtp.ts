import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { HOUR } from "../clock";
import type { AppContext } from "../context";
import { consumeRateLimit, perAddressRule } from "../rate-limit";
import { CONVERSATION_ENDED_MESSAGE, findRelayRecipient } from "./conversation-service";
import { newestTextOf } from "./inbound-mail-text";
import { RelayBatcher } from "./relay-batcher";

/** The largest mail taken (the relay passes text only). */
export const INBOUND_MAX_BYTES = 1024 * 1024;
/** Mails taken from one client address an hour (loopback, e.g. Postfix on the same machine, is not counted). */
export const INBOUND_MAILS_PER_HOUR = 120;

export interface InboundSmtpOptions {
  port: number;
  host: string;
  tlsCert?: string;
  tlsKey?: string;
  /** Default INBOUND_MAILS_PER_HOUR. */
  mailsPerHour?: number;
}

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

type Recipient = { conversationId: number; side: "poster" | "visitor" };

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * The relay's inbound SMTP listener (issue 35): a reply pressed in a mail program reaches the conversation whose relay
 * address it was sent to. Unknown recipients are refused at RCPT TO with 550 (no bounce to a forged sender ever
 * leaves), an ended conversation with 550 "This conversation has ended"; the mail is answered 250 once its text is
 * stored and the relayed mail queued in the outbox.
 */
export async function startInboundSmtp(ctx: AppContext, options: InboundSmtpOptions): Promise<InboundSmtp> {
  const relayDomain = ctx.config.relayDomain;
  const recipients = new WeakMap<object, Recipient[]>();
  const batcher = new RelayBatcher(ctx);
  const tls: Partial<SMTPServerOptions> =
    options.tlsCert && options.tlsKey
      ? { key: fs.readFileSync(options.tlsKey), cert: fs.readFileSync(options.tlsCert) }
      : {};
  const server = new SMTPServer({
    ...tls,
    name: relayDomain,
    banner: "Shropshire Noticeboard relay",
    authOptional: true,
    disabledCommands: options.tlsCert && options.tlsKey ? ["AUTH"] : ["AUTH", "STARTTLS"],
    size: INBOUND_MAX_BYTES,
    logger: false,
    closeTimeout: 1000,
    onConnect(session, callback) {
      const rule = perAddressRule(
        "inbound-mail",
        session.remoteAddress,
        options.mailsPerHour ?? INBOUND_MAILS_PER_HOUR,
        HOUR,
      );
      if (!rule) return callback();
      consumeRateLimit(ctx.db, rule, ctx.clock).then(
        (state) => callback(state.allowed ? undefined : smtpError("Too many mails: try again later", 421)),
        (err: Error) => callback(err),
      );
    },
    onRcptTo(address, session, callback) {
      const [local, domain] = splitAddress(address.address);
      if (!local || (relayDomain && domain !== relayDomain))
        return callback(smtpError("No such recipient here", 550));
      findRelayRecipient(ctx, local).then(
        (found) => {
          if (!found) return callback(smtpError("No such recipient here", 550));
          if (!found.open) return callback(smtpError(CONVERSATION_ENDED_MESSAGE, 550));
          const list = recipients.get(session) ?? [];
          list.push({ conversationId: found.conversationId, side: found.side });
          recipients.set(session, list);
          callback();
        },
        (err: Error) => {
          ctx.log.error({ err }, "inbound mail: recipient lookup failed");
          callback(smtpError("Try again later", 451));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const list = recipients.get(session) ?? [];
        recipients.delete(session);
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(smtpError("Message too big: the limit is 1 MB", 552));
        relayMail(batcher, Buffer.concat(chunks), list).then(
          (ended) => callback(ended ? smtpError(CONVERSATION_ENDED_MESSAGE, 550) : undefined),
          (err: Error) => {
            ctx.log.error({ err }, "inbound mail: relaying failed");
            callback(smtpError("Try again later", 451));
          },
        );
      });
    },
  });
  server.on("error", (err) => ctx.log.warn({ err }, "inbound mail listener"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  ctx.log.info({ port, host: options.host }, "inbound mail listener ready");
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await batcher.idle();
    },
  };
}

function splitAddress(address: string): [string, string] {
  const at = address.lastIndexOf("@");
  if (at < 0) return [address.toLowerCase(), ""];
  return [address.slice(0, at).toLowerCase(), address.slice(at + 1).toLowerCase()];
}

/** Parses one mail and relays its newest text to each conversation it was sent to; answers true if all had ended. */
async function relayMail(batcher: RelayBatcher, raw: Buffer, recipients: Recipient[]): Promise<boolean> {
  // Loaded at the first mail, not at start (decision 0015): mailparser and what it brings hold about 7 MB of heap.
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  // An out-of-office or other automatic answer is not a message from the person: dropped quietly (no loops).
  const auto = parsed.headers.get("auto-submitted");
  if (typeof auto === "string" && auto.toLowerCase() !== "no") return false;
  const text = newestTextOf(parsed.text ?? "", parsed.attachments.length);
  if (!text.trim()) return false;
  const delivered = await Promise.all(
    recipients.map((recipient) => batcher.relay({ recipient, body: text })),
  );
  return recipients.length > 0 && !delivered.some(Boolean);
}
