import type { NoticeStatus } from "./statuses";

/** A public notice as the API answers it (server-contract.md §2): never the poster's e-mail, a token or payments. */
export interface PublicNotice {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  eventVenue: string | null;
  price: number | null;
  imageUrl: string | null;
  status: NoticeStatus;
  isFeatured: boolean;
  featureDuration: number;
  eventDate: string | null;
  externalLink: string | null;
  viewCount: number;
  createdAt: string;
  expiresAt: string | null;
  updatedAt: string;
  /** Approved comments, on discussion notices only. */
  commentCount?: number;
}

/** Admin answers add the poster's e-mail and when it was verified. */
export interface AdminNotice extends PublicNotice {
  contactEmail: string;
  verifiedAt: string | null;
}

/** GET /api/notices and GET /api/admin/notices. */
export interface NoticeListPage<T = PublicNotice> {
  data: T[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
    /** Public lists count at most 1,000 matches: true when there are more than `total`. */
    totalIsCapped?: boolean;
  };
}
