import { isCategory } from "../../common/categories";
import { MINUTE } from "../clock";
import type { AppContext } from "../context";
import { perAddressRule, requireRateLimit } from "../rate-limit";
import { recordPageView } from "./pageview-repository";

/** Browsing sends one view a page: 30 a minute is a brisk reader (or a school behind one address), not a script. */
export const PAGE_VIEWS_PER_MINUTE = 30;

/** Records a page view; the category is kept only when it is a real one. */
export async function countPageView(
  ctx: AppContext,
  view: { page: string; category?: string | null },
  clientAddress: string,
): Promise<void> {
  await requireRateLimit(
    ctx.db,
    perAddressRule("pageview", clientAddress, PAGE_VIEWS_PER_MINUTE, MINUTE),
    ctx.clock,
    "Too many page views. Please try again later.",
  );
  await recordPageView(ctx.db, {
    page: view.page,
    category: isCategory(view.category) ? view.category : null,
    createdAt: ctx.clock.now(),
  });
}
