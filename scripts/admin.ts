import readline from "node:readline";
import { Writable } from "node:stream";
import QRCode from "qrcode";
import { upsertAdmin } from "../server/admin-auth/admin-bootstrap";
import { enrolMfaFromTerminal } from "../server/admin-auth/admin-mfa-service";
import { openConfiguredDatabase } from "../server/db/open-configured";

/**
 * `npm run admin -- create <username>`: adds an admin or resets its password (asked for, or ADMIN_PASSWORD).
 * `npm run admin -- mfa <username>`: turns on two-factor sign-in with a new secret, printed as an otpauth URI and a
 * QR code to scan, with ten recovery codes; run again after a lost phone.
 */
async function askPassword(): Promise<string> {
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write("Password (at least 12 characters, not a common one): ");
  const password = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return password;
}

const [command, username] = process.argv.slice(2);
if (!["create", "mfa"].includes(command) || !username) {
  console.error("Usage: npm run admin -- create <username> | npm run admin -- mfa <username>");
  process.exit(2);
}
// Refused before the password is asked for when another process holds the embedded database.
const { config, database } = openConfiguredDatabase();
const password = command === "create" ? (config.adminPassword ?? (await askPassword())) : "";
try {
  await database.migrate();
  if (command === "create") {
    const outcome = await upsertAdmin(database.db, username, password);
    console.log(outcome === "created" ? `Admin ${username} created.` : `Password of ${username} reset.`);
  } else {
    const enrolled = await enrolMfaFromTerminal(database.db, config, username, new Date());
    console.log(`Two-factor sign-in is on for ${username}. Scan this with an authenticator app:\n`);
    console.log(await QRCode.toString(enrolled.otpauthUri, { type: "terminal", small: true }));
    console.log(`Or add it by hand: ${enrolled.otpauthUri}\n`);
    console.log("Recovery codes (each works once; keep them somewhere safe, they are not shown again):");
    for (const code of enrolled.recoveryCodes) console.log(`  ${code}`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
