import crypto from "node:crypto";
import { promisify } from "node:util";
import type { Algorithm } from "@node-rs/argon2";

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane. `Algorithm` is a const enum, unusable under isolatedModules. */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** Every hash made with today's parameters starts so; any other stored hash is replaced at the next login. */
export const CURRENT_HASH_PREFIX = "$argon2id$v=19$m=19456,t=2,p=1$";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** The native argon2 module, loaded at the first sign-in rather than at start (see docs/decisions/0015). */
const argon2 = () => import("@node-rs/argon2");

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, ARGON2);
}

export interface PasswordCheck {
  ok: boolean;
  /** The password was right but its hash is older (scrypt, or other argon2 parameters): store a fresh one. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith("$argon2")) {
    const { verify } = await argon2();
    const ok = await verify(stored, password).catch(() => false);
    return { ok, needsRehash: ok && !stored.startsWith(CURRENT_HASH_PREFIX) };
  }
  const ok = await verifyScrypt(password, stored);
  return { ok, needsRehash: ok };
}

/** Hashes of the first release: `scrypt$N$r$p$salt$hash` (base64url), still accepted until their next login. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, digest] = stored.split("$");
  if (kind !== "scrypt" || !salt || !digest) return false;
  const expected = Buffer.from(digest, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a password nobody has, so an unknown username costs the same time as a wrong password; made at the first
 * sign-in that needs it, not at start.
 */
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex")));
}
