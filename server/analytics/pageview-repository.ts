import type { Executor } from "../db/client";
import { pageViews } from "../db/schema";

export async function recordPageView(
  db: Executor,
  view: { page: string; category: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(pageViews).values(view);
}
