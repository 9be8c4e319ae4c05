import type { RoutePlugin } from "../context";

/** /api/admin/comments routes (issue 6), registered by adminRoutes inside its authenticated scope — not built yet. */
export const adminCommentRoutes: RoutePlugin = async () => {};
