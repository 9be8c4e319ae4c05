import { createSmtpTransport } from "../mail/mail-transport";
import type { LoopbackSmtp } from "./loopback-smtp";
import { createTestApp, type TestApp } from "./test-app";

/** A test app whose mail goes over real SMTP to `smtp`, started first; close both with closeSmtpTestApp. */
export async function createSmtpTestApp(smtp: LoopbackSmtp): Promise<TestApp> {
  await smtp.start();
  return createTestApp({
    mailTransport: createSmtpTransport(
      `smtp://127.0.0.1:${smtp.port}`,
      "Shropshire Noticeboard <noreply@localhost>",
    ),
  });
}

export async function closeSmtpTestApp(t: TestApp, smtp: LoopbackSmtp): Promise<void> {
  await t.close();
  await smtp.stop();
}
