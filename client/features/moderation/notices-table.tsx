import { AdminTableHead } from "@/components/admin-table-head";
import { Star } from "lucide-react";
import type { AdminNotice } from "@common/notice-types";
import { categoryLabel } from "@common/categories";
import { formatRelativeTime } from "@common/format";
import { NoticeActions, type NoticeAction } from "./notice-actions";
import { NoticeStatusBadge } from "./notice-status-badge";

const HEADERS = ["Title", "Category", "Posted", "Status"];

interface Props {
  notices: AdminNotice[];
  busy: boolean;
  onAction: (action: NoticeAction, notice: AdminNotice) => void;
}

/** Title, Category, Posted, Status, Actions; each action only in the states spec §4 allows. Scrolls sideways on a phone. */
export function NoticesTable({ notices, busy, onAction }: Props) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[720px] text-sm">
        <AdminTableHead caption="Notices" headers={HEADERS} />
        <tbody>
          {notices.map((notice) => {
            return (
              <tr key={notice.id} className="border-t align-middle">
                <td className="max-w-xs px-3 py-2 font-medium break-words">
                  {notice.title}
                  {notice.isFeatured && (
                    <Star
                      className="ml-1 inline h-3.5 w-3.5 fill-amber-400 text-amber-500"
                      aria-label="Featured"
                    />
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{categoryLabel(notice.category)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatRelativeTime(notice.createdAt)}</td>
                <td className="px-3 py-2">
                  <NoticeStatusBadge status={notice.status} />
                </td>
                <td className="px-3 py-2">
                  <NoticeActions notice={notice} busy={busy} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
