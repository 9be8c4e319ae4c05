import { lt, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../db/client";
import { sameAddress } from "../db/same-address";
import { contactMessages } from "../db/schema";
import { liveNotice } from "../notices/notice-list-repository";

export interface ContactableNotice {
  id: number;
  title: string;
  contactEmail: string;
}

/** The poster's address of a notice the public can see; undefined for any other notice. */
export async function findContactableNotice(
  db: Executor,
  id: number,
  now: Date,
): Promise<ContactableNotice | undefined> {
  const [row] = await queryRows<{ id: number; title: string; contact_email: string }>(
    db,
    sql`select n.id, n.title, n.contact_email from notices n where n.id = ${id} and ${liveNotice(now)}`,
  );
  return row ? { id: Number(row.id), title: row.title, contactEmail: row.contact_email } : undefined;
}

export async function insertContactMessage(
  db: Executor,
  values: { noticeId: number; name: string; email: string; message: string; createdAt: Date },
) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}

/** Deletes the messages sent before `before`; answers how many. */
export async function deleteContactMessagesBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** Deletes every message sent from the address, whatever its case ("delete my data"); answers how many. */
export async function deleteContactMessagesByEmail(db: Executor, email: string): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .returning({ id: contactMessages.id });
  return rows.length;
}
