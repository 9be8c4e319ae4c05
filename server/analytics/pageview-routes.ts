import type { RoutePlugin } from "../context";

/** POST /api/pageview (issue 4) — not built yet. */
export const pageviewRoutes: RoutePlugin = async () => {};
