import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { saveSetting } from "../db/settings-repository";
import type { AuditActor } from "./audit-repository";
import { insertAudit } from "./audit-repository";

/**
 * Saves a group of settings an admin changed (each field under its key in the settings table) and writes who changed
 * it, from what, to what, to the audit log, in one transaction: the backup schedule, the trusted-poster rule.
 */
export async function saveAuditedSettings<T extends Record<string, unknown>>(
  ctx: AppContext,
  actor: AuditActor,
  change: { action: string; keys: { [K in keyof T]: string }; read: (db: Executor) => Promise<T> },
  input: T,
): Promise<T> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await change.read(tx);
    for (const field of Object.keys(change.keys) as (keyof T & string)[]) {
      await saveSetting(tx, change.keys[field], input[field], now);
    }
    await insertAudit(tx, actor, { action: change.action, details: { from: before, to: input } }, now);
    return input;
  });
}
