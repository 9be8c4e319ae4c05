import { Badge } from "@/components/ui/badge";

const LOOKS: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending", className: "border-transparent bg-amber-100 text-amber-900" },
  active: { label: "Active", className: "border-transparent bg-green-100 text-green-900" },
  rejected: { label: "Rejected", className: "border-transparent bg-red-100 text-red-900" },
  expired: { label: "Expired", className: "border-transparent bg-gray-200 text-gray-800" },
};

export function NoticeStatusBadge({ status }: { status: string }) {
  const look = LOOKS[status] ?? { label: status, className: "" };
  return (
    <Badge variant="outline" className={look.className}>
      {look.label}
    </Badge>
  );
}
