import { Star } from "lucide-react";
import type { AdminNotice } from "@common/notice-types";
import { categoryLabel } from "@common/categories";
import { formatRelativeTime } from "@common/format";
import { NoticeActions, type NoticeAction } from "./notice-actions";
import { NoticeStatusBadge } from "./notice-status-badge";

interface Props {
  notices: AdminNotice[];
  busy: boolean;
  onAction: (action: NoticeAction, notice: AdminNotice) => void;
}

/** The table's rows as cards on a phone, so every action is in reach without scrolling sideways. */
export function NoticeCards({ notices, busy, onAction }: Props) {
  return (
    <ul className="space-y-3" aria-label="Notices">
      {notices.map((notice) => (
        <li key={notice.id} className="space-y-2 rounded-md border p-3">
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium break-words">
              {notice.title}
              {notice.isFeatured && (
                <Star
                  className="ml-1 inline h-3.5 w-3.5 fill-amber-400 text-amber-500"
                  aria-label="Featured"
                />
              )}
            </p>
            <NoticeStatusBadge status={notice.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {categoryLabel(notice.category)} · Posted {formatRelativeTime(notice.createdAt)}
          </p>
          <NoticeActions notice={notice} busy={busy} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
