import { Check, ExternalLink, Pencil, Star, StarOff, Trash2, X } from "lucide-react";
import type { AdminNotice } from "@common/admin-notice-schemas";
import { categoryLabel } from "@common/categories";
import { formatRelativeTime } from "@common/format";
import { noticePath } from "@common/slug";
import { Button } from "@/components/ui/button";
import { NoticeStatusBadge } from "./notice-status-badge";

export type NoticeAction = "edit" | "approve" | "reject" | "feature" | "delete";

interface Props {
  notices: AdminNotice[];
  busy: boolean;
  onAction: (action: NoticeAction, notice: AdminNotice) => void;
}

function IconButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className={props.className}
    >
      {props.children}
    </Button>
  );
}

/** Title, Category, Posted, Status, Actions; each action only in the states spec §4 allows. Scrolls sideways on a phone. */
export function NoticesTable({ notices, busy, onAction }: Props) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Notices</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {["Title", "Category", "Posted", "Status"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => {
            const name = `"${notice.title}"`;
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
                  <div className="flex justify-end gap-1">
                    <Button asChild size="icon" variant="ghost">
                      <a
                        href={noticePath(notice.id, notice.title)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`View ${name} in new tab`}
                        title="View in new tab"
                      >
                        <ExternalLink aria-hidden="true" />
                      </a>
                    </Button>
                    <IconButton label={`Edit ${name}`} onClick={() => onAction("edit", notice)}>
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    {notice.status === "pending" && (
                      <>
                        <IconButton
                          label={`Approve ${name}`}
                          disabled={busy}
                          className="text-green-700"
                          onClick={() => onAction("approve", notice)}
                        >
                          <Check aria-hidden="true" />
                        </IconButton>
                        <IconButton
                          label={`Reject ${name}`}
                          disabled={busy}
                          className="text-red-700"
                          onClick={() => onAction("reject", notice)}
                        >
                          <X aria-hidden="true" />
                        </IconButton>
                      </>
                    )}
                    {notice.status === "active" && (
                      <IconButton
                        label={`${notice.isFeatured ? "Unfeature" : "Feature"} ${name}`}
                        disabled={busy}
                        className="text-amber-600"
                        onClick={() => onAction("feature", notice)}
                      >
                        {notice.isFeatured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
                      </IconButton>
                    )}
                    <IconButton
                      label={`Delete ${name}`}
                      className="text-destructive"
                      onClick={() => onAction("delete", notice)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
