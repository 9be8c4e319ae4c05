import readline from "node:readline";
import { Writable } from "node:stream";
import { upsertAdmin } from "../server/admin/admin-bootstrap";
import { openConfiguredDatabase } from "../server/db/open-configured";

/** `npm run admin -- create <username>`: adds an admin or resets its password (asked for, or ADMIN_PASSWORD). */
async function askPassword(): Promise<string> {
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write("Password (at least 8 characters): ");
  const password = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return password;
}

const [command, username] = process.argv.slice(2);
if (command !== "create" || !username) {
  console.error("Usage: npm run admin -- create <username>");
  process.exit(2);
}
// Refused before the password is asked for when another process holds the embedded database.
const { config, database } = openConfiguredDatabase();
const password = config.adminPassword ?? (await askPassword());
try {
  await database.migrate();
  const outcome = await upsertAdmin(database.db, username, password);
  console.log(outcome === "created" ? `Admin ${username} created.` : `Password of ${username} reset.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
