import type { z } from "zod";
import type {
  AdminNoticeSchema,
  AdminStatsSchema,
  ListedNoticeSchema,
  PaginationSchema,
  SearchInterpretation,
} from "./notice-answer-schemas";

/**
 * The notice answers' types, inferred from the schemas the server serialises them through
 * (notice-answer-schemas.ts), so the browser's types and the server's answers cannot drift apart.
 */

/** A public notice as the API answers it (server-contract.md §2): never the poster's e-mail, a token or payments. */
export type PublicNotice = z.infer<typeof ListedNoticeSchema>;

/** Admin answers add the poster's e-mail and when it was verified. */
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;

export type Pagination = z.infer<typeof PaginationSchema>;

/** GET /api/notices and GET /api/admin/notices; a public search adds what it understood (issue 21). */
export interface NoticeListPage<T = PublicNotice> {
  data: T[];
  pagination: Pagination;
  interpreted?: SearchInterpretation;
  didYouMean?: string;
}

export type AdminStats = z.infer<typeof AdminStatsSchema>;
