import { Link as LinkIcon, Mail, Printer, Share2 } from "lucide-react";
import { posterPath } from "@common/feed-paths";
import { noticePath } from "@common/slug";
import { Button } from "@/components/ui/button";
import { openIslandOf } from "@/islands";
import { useOrigin } from "@/lib/render-snapshot";

interface ShareNoticeProps {
  notice: { id: number; title: string };
}

const linkClass =
  "inline-flex h-9 items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Share a notice: the phone's own share sheet where the browser has one, else copy link, WhatsApp, Facebook and e-mail
 * links; and the A5 poster to print. Both are drawn, by the server too: which one shows is the browser's to say
 * (share-sheet.ts marks <html>, index.css hides the other), so a sleeping page offers the share sheet as an awake one.
 */
export function ShareNotice({ notice }: ShareNoticeProps) {
  const origin = useOrigin();
  const url = `${origin}${noticePath(notice.id, notice.title)}`;

  const text = encodeURIComponent(`${notice.title} ${url}`);

  return (
    <section aria-labelledby="share-heading" className="space-y-3">
      <h2 id="share-heading" className="text-lg font-semibold">
        Share this notice
      </h2>
      <div className="flex flex-wrap gap-2">
        {/* An island (share-sheet.ts): the sheet opens at the press, asleep or awake. */}
        <Button
          variant="outline"
          size="sm"
          data-js-only
          data-share-sheet
          data-island="share-sheet"
          data-share-url={url}
          data-share-title={notice.title}
          onClick={(event) => openIslandOf(event.currentTarget)}
        >
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <span data-share-links className="contents">
          {/* Copying needs the script: hidden without it (data-js-only); the links below do not. An island
              (copy-link.ts): pressed on a sleeping page, it copies without waking the page. */}
          <Button
            variant="outline"
            size="sm"
            data-js-only
            data-island="copy-link"
            data-share-url={url}
            onClick={(event) => openIslandOf(event.currentTarget)}
          >
            <LinkIcon aria-hidden="true" />
            Copy link
          </Button>
          <a
            className={linkClass}
            href={`https://wa.me/?text=${text}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </a>
          <a
            className={linkClass}
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Facebook
          </a>
          <a
            className={linkClass}
            href={`mailto:?subject=${encodeURIComponent(notice.title)}&body=${encodeURIComponent(url)}`}
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            E-mail
          </a>
        </span>
        <a className={linkClass} href={posterPath(notice.id)}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print poster
        </a>
      </div>
    </section>
  );
}
