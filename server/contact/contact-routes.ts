import type { RoutePlugin } from "../context";

/** POST /api/contact (issue 4) — not built yet. */
export const contactRoutes: RoutePlugin = async () => {};
