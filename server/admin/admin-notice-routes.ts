import type { RoutePlugin } from "../context";

/** /api/admin/stats and /api/admin/notices/* (inside the authenticated scope). */
export const adminNoticeRoutes: RoutePlugin = async () => {};
