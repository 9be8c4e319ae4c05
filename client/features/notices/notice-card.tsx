import { Link } from "wouter";
import { Clock, MapPin, MessageSquare } from "lucide-react";
import { categoryLabel, showsPrice } from "@common/categories";
import { countOf, formatPrice, formatRelativeTime } from "@common/format";
import { cardImageUrl } from "@common/image-urls";
import { LIMITS } from "@common/limits";
import { distanceLabel, locationLabel } from "@common/locations";
import { noticePath } from "@common/slug";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useRenderNow } from "@/lib/render-snapshot";
import { NoticeImage } from "./notice-image";
import type { PublicNotice } from "@common/notice-types";

export function truncate(text: string, max: number = LIMITS.cardDescription): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** Where a card leads: the notice, or for a discussion straight to its comments. */
export function noticeHref(notice: Pick<PublicNotice, "id" | "title" | "category">): string {
  const path = noticePath(notice.id, notice.title);
  return notice.category === "discussion" ? `${path}#comments` : path;
}

/** One notice in a list: the whole card is a link to the notice (its title is the link's text). */
export function NoticeCard({ notice }: { notice: PublicNotice }) {
  const price = showsPrice(notice.category) ? formatPrice(notice.price) : "";
  const now = useRenderNow();
  return (
    <Card className="relative flex h-full flex-row overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:flex-col">
      <div className="w-24 shrink-0 overflow-hidden sm:aspect-[16/10] sm:w-full">
        <NoticeImage
          key={notice.imageUrl ?? ""}
          src={cardImageUrl(notice.imageUrl)}
          category={notice.category}
          alt=""
          width={640}
          height={400}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{categoryLabel(notice.category)}</Badge>
          {notice.isFeatured && <Badge>Featured</Badge>}
          {notice.reservedAt && <Badge variant="outline">Reserved</Badge>}
        </div>
        <h3 className="text-base leading-snug font-semibold break-words sm:text-lg">
          <Link
            href={noticeHref(notice)}
            className="outline-hidden after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {notice.title}
          </Link>
        </h3>
        <p className="text-sm break-words text-muted-foreground">{truncate(notice.description)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          {notice.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {locationLabel(notice.location)}
              {notice.distanceMiles !== undefined && notice.distanceMiles > 0 && (
                <span>({distanceLabel(notice.distanceMiles)})</span>
              )}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {formatRelativeTime(notice.createdAt, now)}
          </span>
          {notice.category === "discussion" && (
            <span className="inline-flex items-center gap-1">
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              {countOf(notice.commentCount ?? 0, "comment")}
            </span>
          )}
          {price && <span className="ml-auto text-base font-semibold text-foreground">{price}</span>}
        </div>
      </div>
    </Card>
  );
}
