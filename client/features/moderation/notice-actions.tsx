import { Check, ExternalLink, Pencil, Star, StarOff, Trash2, X } from "lucide-react";
import type { AdminNotice } from "@common/notice-types";
import { noticePath } from "@common/slug";
import { Button } from "@/components/ui/button";
import { useIsAdmin } from "@/features/team/admin-role";

export type NoticeAction = "edit" | "approve" | "reject" | "feature" | "delete";

export interface NoticeActionsProps {
  notice: AdminNotice;
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

/** View in new tab, Edit, Approve and Reject (pending only), Feature/Unfeature (active only), Delete. */
export function NoticeActions({ notice, busy, onAction }: NoticeActionsProps) {
  const name = `"${notice.title}"`;
  const isAdmin = useIsAdmin();
  return (
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
      {notice.status === "active" && isAdmin && (
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
  );
}
