/** A public notice as GET /api/notices and GET /api/notices/:id answer it (server-contract.md §2). */
export interface PublicNotice {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  eventVenue: string | null;
  price: number | null;
  imageUrl: string | null;
  status: string;
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

export interface NoticeListPage {
  data: PublicNotice[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The list filters that live in the query string (product-spec.md §2) plus the category of a category page. */
export interface NoticeFilters {
  category?: string;
  location?: string;
  search?: string;
  sort?: string;
}
