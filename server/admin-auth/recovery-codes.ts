import crypto from "node:crypto";
import { base32Encode } from "./totp";

export const RECOVERY_CODE_COUNT = 10;

/**
 * Ten codes of 10 base32 characters (50 random bits each) written `abcde-fghij`. With that much randomness a plain
 * SHA-256 is enough to store them; a slow hash guards guessable passwords, not random keys.
 */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(crypto.randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, "");
  return crypto.createHash("sha256").update(normalised).digest("hex");
}
