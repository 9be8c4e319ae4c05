import type { RoutePlugin } from "../context";

/** /api/admin/* (issues 5 and 6) — not built yet. */
export const adminRoutes: RoutePlugin = async () => {};
