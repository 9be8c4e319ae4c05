import type { RoutePlugin } from "../context";

/** /api/payment/* (issue 7) — not built yet. */
export const paymentRoutes: RoutePlugin = async () => {};
