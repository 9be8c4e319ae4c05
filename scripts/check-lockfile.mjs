#!/usr/bin/env node
// `npm run lint:lockfile`: every package in package-lock.json comes over https from the one registry with a sha512
// integrity hash. lockfile-lint checks the URLs and hashes it finds but passes an entry that has none, so this script
// first requires both on every installed entry (bundled packages come inside their parent's tarball and carry none).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const REGISTRY = "https://registry.npmjs.org/";
const LOCKFILE = "package-lock.json";

const lock = JSON.parse(fs.readFileSync(LOCKFILE, "utf8"));
const problems = [];
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (!key || entry.link || entry.inBundle) continue;
  if (!entry.resolved?.startsWith(REGISTRY))
    problems.push(`${key}: resolved ${entry.resolved ?? "missing"}, not under ${REGISTRY}`);
  if (!entry.integrity?.startsWith("sha512-")) problems.push(`${key}: no sha512 integrity hash`);
}
if (problems.length) {
  console.error(`${LOCKFILE}: ${problems.length} package(s) fail the supply-chain check:`);
  for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  console.error("Regenerate the lock file with this project's .npmrc (it keeps resolved URLs): npm install");
  process.exit(1);
}

// Aliased packages (npm:string-width@4 installed as string-width-cjs) are named for what they really are.
const aliases = Object.entries(lock.packages)
  .filter(([key, entry]) => key && entry.name)
  .map(([key, entry]) => `${key.slice(key.lastIndexOf("node_modules/") + 13)}:${entry.name}`);
const lint = spawnSync(
  "npx",
  [
    "--no-install",
    "lockfile-lint",
    ...["--path", LOCKFILE, "--type", "npm", "--allowed-hosts", "npm", "--empty-hostname", "false"],
    ...["--validate-https", "--validate-integrity", "--validate-package-names"],
    ...(aliases.length ? ["--allowed-package-name-aliases", ...aliases] : []),
  ],
  { stdio: "inherit" },
);
process.exit(lint.status ?? 1);
