import { z } from "zod";

/** A query value as the query-string parser gives it: one string, or several for a repeated key. */
const loose = z.union([z.string(), z.array(z.string())]).optional();

/**
 * Query of GET /api/notices (server-contract.md §3). It never refuses anything: odd values are ignored or clamped by
 * the list service (never a 400), so every key takes any text; the schema names the keys for the API description.
 */
export const NoticeListQuerySchema = z.object({
  page: loose,
  limit: loose,
  category: loose,
  location: loose,
  search: loose,
  sort: loose,
  featured: loose,
});
