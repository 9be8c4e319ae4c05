import { useEffect, useState } from "react";
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
import { usePageHead } from "@/lib/use-page-title";

/**
 * A5 portrait when printed, on one page, and only the poster: the site's header and footer are left off the paper. In a style element of this
 * page so no other page's printout changes.
 */
const PRINT_CSS = `@page { size: A5 portrait; margin: 10mm; }
@media print {
  #root > div > header, #root > div > footer, [data-slot="toast-viewport"], .poster-screen-only { display: none !important; }
  #root > div { min-height: 0 !important; }
  .poster-page { max-width: none !important; padding: 0 !important; }
  .poster { height: 188mm; min-height: 0 !important; overflow: hidden; border: 0 !important; padding: 0 !important; }
}`;

/** The notice's address as a QR code, drawn here (no outside service), as an SVG picture. */
function useQrCode(url: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((s) => {
      if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(s)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return svg;
}

function Poster({ notice }: { notice: PublicNotice }) {
  const url = `${useOrigin()}${noticePath(notice.id, notice.title)}`;
  const qr = useQrCode(url);
  const price = showsPrice(notice.category) ? formatPrice(notice.price) : "";
  const facts = [
    categoryLabel(notice.category),
    notice.category === "events" && notice.eventDate ? formatDate(notice.eventDate) : "",
    notice.eventVenue ?? "",
    locationLabel(notice.location),
  ].filter(Boolean);
  usePageHead("poster", { notice });

  return (
    <div className="poster-page mx-auto max-w-[148mm] space-y-4 px-4 py-6">
      <style>{PRINT_CSS}</style>
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
          {qr && (
            <img
              src={qr}
              alt="QR code of the notice's address"
              width={128}
              height={128}
              className="h-32 w-32"
            />
          )}
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

/** /poster/:id: the printable A5 poster of a live notice; its QR code and address are the notice's at PUBLIC_URL. */
export function PosterPage() {
  const { id = "" } = useParams<{ id: string }>();
  const notice = useNoticeQuery(id);
  if (notice.isError) return <NoticeNotFound />;
  if (!notice.data) return <NoticeDetailSkeleton />;
  return <Poster notice={notice.data} />;
}
