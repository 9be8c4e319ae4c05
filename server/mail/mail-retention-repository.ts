import { and, isNotNull, lt, ne, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema";

/**
 * Empties the bodies (text, HTML) and Reply-To of mails sent before `sentBefore` or given up before `failedBefore`,
 * keeping to, subject and the times; answers how many. Bodies hold activation links and visitors' messages.
 */
export async function clearMailBodies(
  db: Executor,
  cutoffs: { sentBefore: Date; failedBefore: Date },
): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ textBody: "", htmlBody: null, replyTo: null })
    .where(
      and(
        ne(mailOutbox.textBody, ""),
        or(
          and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, cutoffs.sentBefore)),
          and(isNotNull(mailOutbox.failedAt), lt(mailOutbox.failedAt, cutoffs.failedBefore)),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
