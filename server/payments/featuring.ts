import type { Executor } from "../db/client";
import type { Notice } from "../db/schema";

/**
 * Called by approval (issue 5) in its transaction: paid featuring bought while the notice was pending starts its
 * period now (server-contract §6). Issue 7 fills it in — not built yet.
 */
export async function startPendingFeaturing(_tx: Executor, _notice: Notice, _now: Date): Promise<void> {}
