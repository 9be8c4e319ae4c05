import type { RoutePlugin } from "../context";

/** public comment and report routes (issue 6) — not built yet. */
export const commentRoutes: RoutePlugin = async () => {};
