import type { ReactNode } from "react";
import { formatDate } from "@common/format";
import { locationLabel } from "@common/locations";
import type { PublicNotice } from "@common/notice-types";

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap gap-x-2">
      <span className="font-medium">{label}</span>
      <span className="min-w-0 break-words text-muted-foreground">{children}</span>
    </li>
  );
}

/** Listed on, Expires on, and the lines each category adds (product-spec.md §2, Notice detail). */
export function NoticeInfoLines({ notice }: { notice: PublicNotice }) {
  const isEvent = notice.category === "events";
  const isBusiness = notice.category === "local_businesses";
  return (
    <section aria-labelledby="notice-info-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="notice-info-heading" className="mb-3 text-lg font-semibold">
        Notice information
      </h2>
      <ul className="space-y-2 text-sm">
        <Line label="Listed on">{formatDate(notice.createdAt)}</Line>
        {notice.expiresAt && <Line label="Expires on">{formatDate(notice.expiresAt)}</Line>}
        {isEvent && notice.eventDate && <Line label="Event date">{formatDate(notice.eventDate)}</Line>}
        {!isBusiness && notice.location && <Line label="Area">{locationLabel(notice.location)}</Line>}
        {isEvent && notice.eventVenue && <Line label="Venue">{notice.eventVenue}</Line>}
        {isBusiness && (
          <>
            <Line label="Type">Local business</Line>
            {notice.location && <Line label="Location">{locationLabel(notice.location)}</Line>}
            <Line label="Website">
              {notice.externalLink ? (
                <a
                  href={notice.externalLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {notice.externalLink}
                </a>
              ) : (
                "Available via contact form"
              )}
            </Line>
          </>
        )}
      </ul>
      <p className="mt-4 border-t pt-3 text-sm text-muted-foreground">Reference #{notice.id}</p>
    </section>
  );
}
