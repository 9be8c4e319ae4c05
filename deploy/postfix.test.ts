import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireInstalled, systemTool } from "../server/test/system-tools";

/** deploy/postfix: the relay domain handed to the board's inbound listener, checked by Postfix's own tools. */
const DIR = path.join(import.meta.dirname, "postfix");
const postfix = systemTool("postfix", "postfix");

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "nb-postfix-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("deploy/postfix", () => {
  it.skipIf(postfix.skip)(
    "postfix check and postconf accept main.cf and the transport map, warning of nothing",
    () => {
      requireInstalled(postfix);
      // A configuration folder of its own: the example's lines after the few a Debian install already has (queue and
      // data folders here, not the machine's), the transport map where the example names /etc/postfix (the only change).
      const main = fs.readFileSync(path.join(DIR, "main.cf"), "utf8");
      expect(main).toContain("transport_maps = hash:/etc/postfix/transport\n");
      fs.mkdirSync(path.join(temp, "queue"));
      fs.mkdirSync(path.join(temp, "data"));
      fs.writeFileSync(
        path.join(temp, "main.cf"),
        `compatibility_level = 3.6\nqueue_directory = ${temp}/queue\ndata_directory = ${temp}/data\n` +
          main.replace("hash:/etc/postfix/transport", `hash:${temp}/transport`),
      );
      fs.copyFileSync("/etc/postfix/master.cf", path.join(temp, "master.cf"));
      fs.copyFileSync(path.join(DIR, "transport"), path.join(temp, "transport"));

      const map = run("postmap", ["-c", temp, path.join(temp, "transport")]);
      expect(map.output).toBe("");
      expect(map.status).toBe(0);
      const check = run("postfix", ["-c", temp, "check"]);
      expect(check.output).toBe("");
      expect(check.status).toBe(0);
      const settings = run("postconf", ["-c", temp, "-n"]);
      expect(settings.output).not.toMatch(/warning/i);
      expect(settings.status).toBe(0);

      // The domain relayed is the one the transport map hands to the listener on loopback.
      const relayDomain = /^relay_domains = (\S+)$/m.exec(settings.output)![1];
      const lookup = run("postmap", ["-c", temp, "-q", relayDomain, `hash:${temp}/transport`]);
      expect(lookup.output.trim()).toBe("smtp:[127.0.0.1]:2525");
      expect(settings.output).toMatch(/^message_size_limit = 1048576$/m);
      expect(settings.output).toMatch(/reject_unverified_recipient/);
    },
  );
});
