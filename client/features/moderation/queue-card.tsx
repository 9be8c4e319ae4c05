import type { QueueItem, QueueNoticeItem, QueueReport } from "@common/queue-schemas";
import type { EditChange } from "@common/notice-edit-diff";
import { categoryLabel, showsPrice } from "@common/categories";
import { countOf, formatDate, formatPrice, formatRelativeTime } from "@common/format";
import { cardImageUrl } from "@common/image-urls";
import { locationLabel } from "@common/locations";
import { NOTICE_REPORT_REASON_LABELS, type NoticeReportReason } from "@common/notice-report-schemas";
import { cn } from "@/lib/utils";
import { SignalChips } from "./signal-chips";

function domainOf(link: string): string {
  try {
    return new URL(link).hostname;
  } catch {
    return link;
  }
}

function Reports({ reports }: { reports: QueueReport[] }) {
  if (!reports.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold">{countOf(reports.length, "report")}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {reports.map((r, i) => (
          <li key={i}>
            {NOTICE_REPORT_REASON_LABELS[r.reason as NoticeReportReason] ?? r.reason}
            {r.details ? `: ${r.details}` : ""}{" "}
            <span className="text-muted-foreground">({formatRelativeTime(r.createdAt)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A poster's edit of a live notice: each changed field, old → new (the card shows the live version). */
function EditChanges({ changes }: { changes: EditChange[] }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h4 className="text-sm font-semibold">What the poster changed</h4>
      <ul aria-label="Changes" className="list-disc space-y-1 pl-5 text-sm">
        {changes.map((c) => (
          <li key={c.field} className="break-words whitespace-pre-line">
            {`${c.label}: ${c.from ?? "—"} → ${c.to ?? "—"}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function NoticeBody({ item }: { item: QueueNoticeItem }) {
  const n = item.notice;
  const poster = item.poster;
  return (
    <div className="space-y-3">
      {n.imageUrl && (
        <img
          src={cardImageUrl(n.imageUrl)}
          alt=""
          className="max-h-48 w-full rounded-md object-cover sm:w-auto"
        />
      )}
      {item.edit && <EditChanges changes={item.edit.changes} />}
      <p className="text-sm break-words whitespace-pre-line">{n.description}</p>
      <dl className="space-y-1 text-sm">
        <Detail label="Category">{categoryLabel(n.category)}</Detail>
        <Detail label="Town">{locationLabel(n.location)}</Detail>
        {n.eventDate && (
          <Detail label="Event">
            {formatDate(n.eventDate)}
            {n.eventVenue ? `, ${n.eventVenue}` : ""}
          </Detail>
        )}
        {showsPrice(n.category) && n.price !== null && <Detail label="Price">{formatPrice(n.price)}</Detail>}
        {n.externalLink && <Detail label="Link">{domainOf(n.externalLink)}</Detail>}
        <Detail label="Poster">
          {n.contactEmail}
          <br />
          <span className="text-muted-foreground">
            {poster.posted <= 1
              ? "First notice from this address"
              : `${poster.posted} notices, ${poster.approved} approved, ${poster.rejected} rejected; first seen ${formatDate(poster.firstSeen)}`}
          </span>
        </Detail>
      </dl>
      <SignalChips signals={item.signals} />
      <Reports reports={item.reports} />
    </div>
  );
}

/** One queue card: a pending or reported notice shown whole, or a pending or reported comment with its discussion. */
export function QueueCard({
  item,
  isCurrent,
  isSelected,
}: {
  item: QueueItem;
  isCurrent: boolean;
  isSelected: boolean;
}) {
  const title = item.kind === "notice" ? item.notice.title : `Comment on "${item.comment.noticeTitle}"`;
  const kindLabel =
    item.kind === "comment"
      ? item.reason === "pending"
        ? "Pending comment"
        : "Reported comment"
      : item.reason === "reported"
        ? "Reported notice"
        : item.reason === "edited"
          ? "Edited notice"
          : "Pending notice";
  return (
    <article
      aria-label={title}
      aria-current={isCurrent ? "true" : undefined}
      data-queue-card=""
      className={cn(
        "space-y-3 rounded-lg border bg-card p-4",
        isCurrent && "ring-2 ring-primary",
        isSelected && "bg-accent",
      )}
    >
      <header className="space-y-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {kindLabel}
          {isSelected ? " · Selected" : ""}
        </p>
        <h3 className="text-lg font-semibold break-words">{title}</h3>
      </header>
      {item.kind === "notice" ? (
        <NoticeBody item={item} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm break-words whitespace-pre-line">{item.comment.content}</p>
          <p className="text-sm text-muted-foreground">
            By {item.comment.authorName} ({item.comment.authorEmail}),{" "}
            {formatRelativeTime(item.comment.createdAt)}
          </p>
          <Reports reports={item.reports} />
        </div>
      )}
    </article>
  );
}
