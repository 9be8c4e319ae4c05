import { formatDate } from "@common/format";
import type { ManagedNotice, PendingEdit } from "@common/manage-schemas";
import { outcomeLabel } from "@common/notice-outcomes";
import { REJECTION_REASON_TEXTS } from "@common/rejection-reasons";
import { Badge } from "@/components/ui/badge";

const BADGES: Record<ManagedNotice["state"], string> = {
  awaiting_confirmation: "Awaiting confirmation",
  awaiting_approval: "Awaiting approval",
  live: "Live",
  rejected: "Rejected",
  expired: "Expired",
  closed: "Closed",
};

function explanation(notice: ManagedNotice): string {
  switch (notice.state) {
    case "awaiting_confirmation":
      return "Please open the activation link in the e-mail we sent you. Our moderators review your notice once it is confirmed.";
    case "awaiting_approval":
      return "Our moderators will review your notice soon. We will e-mail you when it is live.";
    case "live":
      if (!notice.expiresAt) return "Your notice is live until it is removed.";
      // Renew appears in the last 7 days; until then the page says when.
      return notice.renewOpensAt
        ? `Your notice is live until ${formatDate(notice.expiresAt)}. You can renew it from ${formatDate(notice.renewOpensAt)}: a Renew button will appear on this page.`
        : `Your notice is live until ${formatDate(notice.expiresAt)}.`;
    case "rejected":
      return "Our moderators did not publish your notice. You can correct it below and send it back for review.";
    case "expired":
      return `Your notice expired on ${formatDate(notice.expiresAt)}.`;
    case "closed":
      return `You closed this notice as "${outcomeLabel(notice.outcome)}" on ${formatDate(notice.closedAt)}.`;
  }
}

/** Where the notice stands, in words, with the moderator's reason when it was rejected. */
export function ManageStatus({ notice }: { notice: ManagedNotice }) {
  return (
    <section aria-labelledby="manage-status" className="space-y-2">
      <h2 id="manage-status" className="text-lg font-semibold">
        Status:{" "}
        <Badge variant={notice.state === "live" ? "default" : "secondary"}>{BADGES[notice.state]}</Badge>
      </h2>
      <p className="text-muted-foreground">{explanation(notice)}</p>
      {notice.state === "rejected" && notice.rejectionReason && (
        <p>
          <span className="font-medium">Reason: </span>
          {REJECTION_REASON_TEXTS[notice.rejectionReason]}
        </p>
      )}
      {notice.state === "rejected" && notice.rejectionNote && (
        <p className="break-words whitespace-pre-line">
          <span className="font-medium">Note from the moderator: </span>
          {notice.rejectionNote}
        </p>
      )}
    </section>
  );
}

/** A live notice's edit waiting for the moderator: the public still sees the approved version. */
export function PendingEditNote({ edit }: { edit: PendingEdit }) {
  return (
    <section aria-labelledby="manage-pending-edit" className="space-y-2 rounded-lg border bg-muted p-4">
      <h2 id="manage-pending-edit" className="text-lg font-semibold">
        Your changes are awaiting review
      </h2>
      <p>
        You sent changes on {formatDate(edit.submittedAt)}. Until a moderator approves them, your notice stays
        up as it was. Once approved it will read:
      </p>
      <p className="font-medium break-words">{edit.title}</p>
    </section>
  );
}
