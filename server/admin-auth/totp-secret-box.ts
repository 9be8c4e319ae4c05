import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * TOTP secrets are stored encrypted (issue 34): AES-256-GCM under a key kept outside the database and its backups,
 * from TOTP_KEY (base64, 32 bytes) or else DATA_DIR/totp.key, made (mode 0600) at the first start. A stored value reads
 * `totp1:<key id>:<iv, tag and ciphertext, base64url>`; the key id (8 hex digits of the key's SHA-256) says which key
 * sealed it, so a previous key (TOTP_KEY_PREVIOUS or DATA_DIR/totp.key.previous) still opens it while the start
 * re-seals everything under the current one: that is how the key is rotated (README).
 */
export const TOTP_KEY_FILE = "totp.key";
export const PREVIOUS_TOTP_KEY_FILE = "totp.key.previous";
const PREFIX = "totp1:";

interface Key {
  id: string;
  bytes: Buffer;
}

export interface TotpSecretBox {
  seal(secret: string): string;
  /** The base32 secret; a value stored before encryption (plain base32) is read as it is. */
  open(stored: string): string;
  /** Whether the value is sealed under the current key (false: plain, or under the previous key). */
  isCurrent(stored: string): boolean;
}

const keyOf = (bytes: Buffer): Key => ({
  id: crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 8),
  bytes,
});

function parseKey(base64: string, name: string): Buffer {
  const bytes = Buffer.from(base64.trim(), "base64");
  if (bytes.length !== 32) throw new Error(`${name} must be 32 bytes in base64`);
  return bytes;
}

function readKeyFile(file: string): Buffer | undefined {
  try {
    return parseKey(fs.readFileSync(file, "utf8"), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** DATA_DIR/totp.key, created with a random key when missing (only its owner can read it). */
function ensureKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, TOTP_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const bytes = crypto.randomBytes(32);
  try {
    fs.writeFileSync(file, `${bytes.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return bytes;
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return readKeyFile(file)!;
    throw err;
  }
}

function makeBox(current: Key, previous: Key | undefined): TotpSecretBox {
  const keys = new Map([[current.id, current]]);
  if (previous) keys.set(previous.id, previous);
  return {
    seal(secret) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", current.bytes, iv);
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
      return `${PREFIX}${current.id}:${sealed}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [id, sealed] = stored.slice(PREFIX.length).split(":");
      const key = keys.get(id);
      if (!key) throw new Error("This TOTP secret was sealed with a key the server does not have");
      const raw = Buffer.from(sealed, "base64url");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key.bytes, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
    isCurrent: (stored) => stored.startsWith(`${PREFIX}${current.id}:`),
  };
}

const boxes = new Map<string, TotpSecretBox>();

/** The box of these settings, made (and the key file created) at its first use. */
export function totpSecretBox(
  config: Pick<Config, "dataDir" | "totpKey" | "totpKeyPrevious">,
): TotpSecretBox {
  const cacheKey = `${config.dataDir}\0${config.totpKey ?? ""}\0${config.totpKeyPrevious ?? ""}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    const current = config.totpKey ? parseKey(config.totpKey, "TOTP_KEY") : ensureKeyFile(config.dataDir);
    const previous = config.totpKeyPrevious
      ? parseKey(config.totpKeyPrevious, "TOTP_KEY_PREVIOUS")
      : readKeyFile(path.join(config.dataDir, PREVIOUS_TOTP_KEY_FILE));
    box = makeBox(keyOf(current), previous ? keyOf(previous) : undefined);
    boxes.set(cacheKey, box);
  }
  return box;
}
