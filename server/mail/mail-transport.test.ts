import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createFileTransport } from "./mail-transport";
import { renderMail } from "./mail-template";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the outbox folder's mail files", () => {
  it("end every line with CRLF, as RFC 5322 asks, body and headers alike", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    dirs.push(dir);
    const transport = createFileTransport(dir, "Noticeboard <noreply@localhost>", pino({ level: "silent" }));
    await transport.send(
      renderMail({
        to: "poster@example.org",
        subject: "Please confirm your notice",
        paragraphs: ["First line\nsecond line", "Another paragraph"],
        action: { label: "Confirm", url: "http://localhost:3000/verify/abc" },
      }),
    );
    const [name] = fs.readdirSync(dir).filter((n) => n.endsWith(".eml"));
    const file = fs.readFileSync(path.join(dir, name), "latin1");
    expect(file).toContain("\r\n\r\n"); // the blank line between headers and body
    expect(file.split("\r\n").length).toBeGreaterThan(10);
    expect(file.match(/(?<!\r)\n/g) ?? []).toEqual([]);
    expect(file.match(/\r(?!\n)/g) ?? []).toEqual([]);
  });
});
