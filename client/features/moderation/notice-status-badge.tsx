import { noticeStatusLabel } from "@common/statuses";
import { Badge } from "@/components/ui/badge";

const LOOKS: Record<string, string> = {
  pending: "border-transparent bg-amber-100 text-amber-900",
  active: "border-transparent bg-green-100 text-green-900",
  rejected: "border-transparent bg-red-100 text-red-900",
  expired: "border-transparent bg-gray-200 text-gray-800",
  hidden: "border-transparent bg-orange-100 text-orange-900",
  closed: "border-transparent bg-gray-200 text-gray-800",
};

/** A notice's status in words (common/statuses.ts), coloured by what it means for the public. */
export function NoticeStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={LOOKS[status] ?? ""}>
      {noticeStatusLabel(status)}
    </Badge>
  );
}
