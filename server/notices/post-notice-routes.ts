import type { RoutePlugin } from "../context";

/** POST /api/notices, POST /api/notices/verify (issue 3) — not built yet. */
export const postNoticeRoutes: RoutePlugin = async () => {};
