import type { RoutePlugin } from "../context";

/** POST /api/subscribe (issue 4) — not built yet. */
export const subscriberRoutes: RoutePlugin = async () => {};
