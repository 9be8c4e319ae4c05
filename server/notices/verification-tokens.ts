import crypto from "node:crypto";

/** 256 random bits, base64url: what the link carries. Only its SHA-256 hash is stored. */
export function createVerificationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashVerificationToken(token) };
}

export function hashVerificationToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}
