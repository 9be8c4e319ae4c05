import type { RoutePlugin } from "../context";

/** GET /api/notices, GET /api/notices/:id (issue 4) — not built yet. */
export const browseNoticeRoutes: RoutePlugin = async () => {};
