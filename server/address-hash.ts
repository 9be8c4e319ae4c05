import crypto from "node:crypto";

/** Reports and post counts compare addresses without keeping them: only a SHA-256 is stored. */
export function addressHash(address: string): string {
  return crypto.createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
}
