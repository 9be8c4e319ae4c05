import { Link } from "wouter";
import { CalendarPlus, ChevronRight, Clock, MapPin } from "lucide-react";
import { categoryLabel, isCategory, showsPrice } from "@common/categories";
import { noticeCalendarPath } from "@common/feed-paths";
import { formatPrice, formatRelativeTime } from "@common/format";
import { cardImageUrl } from "@common/image-urls";
import { locationLabel } from "@common/locations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ShareNotice } from "@/features/share/share-notice";
import { CommentsSection } from "@/features/comments/comments-section";
import { ReportNoticeButton } from "@/features/report-notice/report-notice-button";
import { showsComments } from "@/lib/page-queries";
import { useRenderNow } from "@/lib/render-snapshot";
import { NoticeActions } from "./notice-actions";
import { NoticeImage } from "./notice-image";
import { NoticeInfoLines } from "./notice-info-lines";
import type { PublicNotice } from "@common/notice-types";

function Breadcrumb({ notice }: { notice: PublicNotice }) {
  const linkClass = "rounded-sm underline-offset-4 hover:text-foreground hover:underline";
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <li>
          <Link href="/" className={linkClass}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li>
          {isCategory(notice.category) ? (
            <Link href={`/category/${notice.category}`} className={linkClass}>
              {categoryLabel(notice.category)}
            </Link>
          ) : (
            categoryLabel(notice.category)
          )}
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-foreground">
          {notice.title}
        </li>
      </ol>
    </nav>
  );
}

/** Everything a notice page shows (product-spec.md §2, Notice detail). Text is never read as HTML. */
export function NoticeDetail({ notice }: { notice: PublicNotice }) {
  const price = showsPrice(notice.category) ? formatPrice(notice.price) : "";
  const now = useRenderNow();
  return (
    <article className="container mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <Breadcrumb notice={notice} />
      {notice.imageUrl && (
        <div className="overflow-hidden rounded-lg border bg-muted">
          <NoticeImage
            key={notice.imageUrl}
            src={notice.imageUrl}
            category={notice.category}
            alt={notice.title}
            className="max-h-[70vh] object-contain"
            width={1600}
            height={1000}
            srcSet={`${cardImageUrl(notice.imageUrl)} 640w, ${notice.imageUrl} 1600w`}
            sizes="(min-width: 896px) 896px, 100vw"
            isPriority
          />
        </div>
      )}
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{categoryLabel(notice.category)}</Badge>
          {notice.isFeatured && <Badge>Featured</Badge>}
          {notice.reservedAt && <Badge variant="outline">Reserved</Badge>}
          {notice.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {locationLabel(notice.location)}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            Posted {formatRelativeTime(notice.createdAt, now)}
          </span>
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">
          {notice.title}
        </h1>
        {price && <p className="text-2xl font-semibold text-primary">{price}</p>}
      </header>
      <p className="text-base leading-7 break-words whitespace-pre-line">{notice.description}</p>
      <NoticeActions notice={notice} />
      {notice.category === "events" && notice.eventDate && (
        <Button asChild variant="outline">
          <a href={noticeCalendarPath(notice.id)}>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </Button>
      )}
      <NoticeInfoLines notice={notice} />
      {notice.status === "active" && <ReportNoticeButton noticeId={notice.id} />}
      <ShareNotice notice={notice} />
      {showsComments(notice) && (
        <div id="comments" tabIndex={-1} className="scroll-mt-20 outline-hidden">
          <CommentsSection noticeId={notice.id} />
        </div>
      )}
    </article>
  );
}
