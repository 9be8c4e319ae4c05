import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
  at: number;
  /** How many mails the server had received, this one included. */
  position: number;
}

/** A real SMTP server on loopback that keeps what it receives. */
export class LoopbackSmtp {
  readonly received: Received[] = [];
  /** Mails received, kept or not. */
  count = 0;
  private server: SMTPServer | undefined;
  port = 0;

  /** `keep` picks the mails worth keeping by recipients (a benchmark of thousands keeps a few); default all. */
  constructor(private readonly options: { keep?: (to: string[]) => boolean } = {}) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // stop() drops open connections (the app's pooled one among them) at once, as a server that goes down does,
      // rather than waiting for them up to smtp-server's default 30 s.
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          this.count += 1;
          const to = session.envelope.rcptTo.map((r) => r.address);
          if (this.options.keep && !this.options.keep(to)) return callback();
          this.received.push({
            to,
            raw: Buffer.concat(chunks).toString("utf8"),
            at: performance.now(),
            position: this.count,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(resolve));
  }

  async waitFor(to: string, timeoutMs = 10_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find((m) => m.to.includes(to));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** The body of a quoted-printable part as text. */
export function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}
