import { useParams } from "wouter";
import QRCode from "qrcode";
import { Printer } from "lucide-react";
import { categoryLabel, showsPrice } from "@common/categories";
import { formatDate, formatPrice } from "@common/format";
import { locationLabel } from "@common/locations";
import { noticePath } from "@common/slug";
import { Button } from "@/components/ui/button";
import { NoticeDetailSkeleton } from "@/features/notices/notice-detail-skeleton";
import { NoticeNotFound } from "@/features/notices/notice-not-found";
import { useNoticeQuery } from "@/features/notices/use-notice-query";
import type { PublicNotice } from "@common/notice-types";
import { useOrigin } from "@/lib/render-snapshot";
import { usePageTitle } from "@/lib/use-page-title";
import { noticeHead } from "@common/page-heads";
import { prefetchNotice } from "@/lib/page-queries";
import { definePage } from "./page-module";

/** The margin of light modules around the code, in modules (the quiet zone a scanner needs). */
const QR_MARGIN = 1;

/**
 * The notice's address as a QR code, drawn here (no outside service) as an inline SVG, synchronously: the server's
 * HTML holds it, so a poster printed or saved without scripts has its code.
 */
function QrCode({ url }: { url: string }) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const size = modules.size + 2 * QR_MARGIN;
  let path = "";
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) path += `M${x + QR_MARGIN} ${y + QR_MARGIN}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label="QR code for this notice's page"
      viewBox={`0 0 ${size} ${size}`}
      width={128}
      height={128}
      shapeRendering="crispEdges"
      className="h-32 w-32 shrink-0"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

function Poster({ notice }: { notice: PublicNotice }) {
  const url = `${useOrigin()}${noticePath(notice.id, notice.title)}`;
  const price = showsPrice(notice.category) ? formatPrice(notice.price) : "";
  const facts = [
    categoryLabel(notice.category),
    notice.category === "events" && notice.eventDate ? formatDate(notice.eventDate) : "",
    notice.eventVenue ?? "",
    locationLabel(notice.location),
  ].filter(Boolean);
  usePageTitle(page.head({ notice }).title);

  return (
    <div className="poster-page mx-auto max-w-[148mm] space-y-4 px-4 py-6">
      <div className="poster-screen-only flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          An A5 poster of this notice, for a shop window or noticeboard.
        </p>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <article className="poster flex min-h-[190mm] flex-col gap-4 rounded-lg border bg-white p-6 text-black">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Shropshire Noticeboard</p>
        <h1 className="text-4xl leading-tight font-bold break-words">{notice.title}</h1>
        {price && <p className="text-3xl font-semibold">{price}</p>}
        <p className="text-lg">{facts.join(" · ")}</p>
        {notice.imageUrl && (
          <img
            src={notice.imageUrl}
            alt={notice.title}
            className="max-h-[60mm] w-full rounded object-contain"
          />
        )}
        <p className="line-clamp-[8] text-base leading-6 whitespace-pre-line">{notice.description}</p>
        <div className="mt-auto flex items-end gap-4">
          <QrCode url={url} />
          <p className="text-sm break-all">
            Scan the code or visit
            <br />
            <span className="font-medium">{url}</span>
          </p>
        </div>
      </article>
    </div>
  );
}

/**
 * /poster/:id: the printable A5 poster of a live notice; its QR code and address are the notice's at PUBLIC_URL.
 * index.css prints it on its own named page, A5 portrait, with only the poster (no header or footer on the paper).
 */
export function PosterPage() {
  const { id = "" } = useParams<{ id: string }>();
  const notice = useNoticeQuery(id);
  if (notice.isError) return <NoticeNotFound />;
  if (!notice.data) return <NoticeDetailSkeleton />;
  return <Poster notice={notice.data} />;
}

export const page = definePage({
  name: "poster",
  path: "/poster/:id",
  kind: "notice",
  rendered: true,
  params: { id: "\\d{1,9}" },
  titleFromData: true,
  head: noticeHead("Poster: ", true),
  prefetch: (queryClient, { params, via }) => prefetchNotice(queryClient, params.id, via),
  component: PosterPage,
});
