import { sql, type AnyColumn } from "drizzle-orm";

/** Addresses are matched whatever their case: people type them differently each time. */
export const sameAddress = (column: AnyColumn, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;
