import type { Config } from "../config";
import type { Executor } from "../db/client";
import { createVerificationToken } from "./verification-tokens";
import { insertManageToken } from "./manage-token-repository";

/**
 * A fresh manage link for a mail about the notice: only its SHA-256 is stored, so each mail carries its own link, and
 * all of them stop together when the notice's links are revoked or it is deleted.
 */
export async function issueManageLink(
  tx: Executor,
  config: Config,
  noticeId: number,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = createVerificationToken();
  await insertManageToken(tx, { noticeId, tokenHash, createdAt: now });
  return `${config.publicUrl}/manage/${token}`;
}

/** The paragraph every mail about a notice ends with. */
export function manageLinkLine(url: string): string {
  return `Manage your notice (edit, renew, mark it sold or found, or delete it):\n${url}`;
}
