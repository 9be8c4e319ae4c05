import { COMMENT_STATUS_LABELS } from "@common/comment-schemas";
import type { CommentStatus } from "@common/statuses";
import { Badge } from "@/components/ui/badge";

const VARIANTS = { pending: "secondary", approved: "default", rejected: "destructive" } as const;

export function CommentStatusBadge({ status }: { status: CommentStatus }) {
  return <Badge variant={VARIANTS[status]}>{COMMENT_STATUS_LABELS[status]}</Badge>;
}

export function ReportedBadge() {
  return (
    <Badge variant="outline" className="border-red-300 bg-red-100 text-red-900">
      Reported
    </Badge>
  );
}
