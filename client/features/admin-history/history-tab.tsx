import { useState } from "react";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from "@common/audit-schemas";
import { REJECTION_REASON_LABELS, type RejectionReason } from "@common/rejection-reasons";
import { Button } from "@/components/ui/button";
import { AdminFilterBar } from "@/components/admin-filter-bar";
import { errorMessage } from "@/lib/api-client";
import { useAuditPeopleQuery, useAuditQuery } from "./use-audit-query";

const ALL = "all" as const;
const ACTION_OPTIONS = [
  { value: ALL, label: "All actions" },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
];

/**
 * One line of what changed: the reason of a rejection, the fields of an edit, the word of a watch-list change, whom an
 * invitation went to (the address only an admin is sent).
 */
function describe(entry: AuditEntry): string {
  const d = entry.details;
  if (entry.action === "reject" && typeof d.reason === "string")
    return REJECTION_REASON_LABELS[d.reason as RejectionReason] ?? d.reason;
  if (entry.action === "edit" && d.fields && typeof d.fields === "object") {
    return Object.entries(d.fields as Record<string, { from: unknown; to: unknown }>)
      .map(([field, c]) => `${field}: ${String(c.from ?? "—")} → ${String(c.to ?? "—")}`)
      .join("; ");
  }
  if (entry.action === "undo" && typeof d.undid === "string")
    return `Reversed: ${AUDIT_ACTION_LABELS[d.undid as keyof typeof AUDIT_ACTION_LABELS] ?? d.undid}`;
  if (entry.action === "comment_delete" && typeof d.content === "string") return d.content;
  if (entry.action === "spam_hold" && Array.isArray(d.reasons))
    return (d.reasons as { label?: unknown }[]).map((r) => String(r.label)).join("; ");
  if (entry.action === "team_invite" || entry.action === "team_invite_withdraw")
    return `${typeof d.email === "string" ? `${d.email} ` : ""}as ${String(d.role)}`;
  if (typeof d.word === "string") return `${d.word} (${String(d.kind)})`;
  if (typeof d.username === "string") return `as ${d.username}`;
  if (typeof d.title === "string") return d.title;
  return "";
}

/**
 * Who did it: the moderator's name, or, for what the board did by itself, which rule did it (a trusted poster's notice
 * going live, a spam hold). A failed sign-in has no one to name.
 */
function actorOf(entry: AuditEntry): string {
  if (entry.admin) return ` by ${entry.admin}`;
  if (entry.action === "login_failed") return "";
  if (entry.details.automatic === true) return " by Automatic (trusted poster)";
  if (entry.action === "spam_hold") return " by Automatic (spam score)";
  return " by Automatic";
}

/** " notice #12", " comment #7"; a comment action's label already says "Comment". */
function targetOf(entry: AuditEntry): string {
  if (!entry.targetId || (entry.targetType !== "notice" && entry.targetType !== "comment")) return "";
  return entry.action.startsWith("comment_")
    ? ` #${entry.targetId}`
    : ` ${entry.targetType} #${entry.targetId}`;
}

/** The History tab: every moderation action and login, newest first, each saying who; filtered by action and person. */
export function HistoryTab() {
  const [action, setAction] = useState<AuditAction | typeof ALL>(ALL);
  const [person, setPerson] = useState<string>(ALL);
  const people = useAuditPeopleQuery();
  const history = useAuditQuery(action === ALL ? undefined : action, person === ALL ? undefined : person);
  const entries = history.data?.pages.flatMap((p) => p.items) ?? [];
  const personOptions = [
    { value: ALL as string, label: "Everyone" },
    ...(people.data?.people ?? []).map((name) => ({ value: name, label: name })),
  ];
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-xl font-semibold">
        History
      </h2>
      <AdminFilterBar<string>
        selects={[
          {
            id: "history-person",
            label: "Person",
            value: person,
            options: personOptions,
            width: "w-44",
            onChange: setPerson,
          },
          {
            id: "history-action",
            label: "Action",
            value: action,
            options: ACTION_OPTIONS,
            width: "w-56",
            onChange: (value) => setAction(value as AuditAction | typeof ALL),
          },
        ]}
      />
      {history.isError && <p role="alert">Could not load the history: {errorMessage(history.error)}</p>}
      <ul className="divide-y rounded-md border" aria-label="Moderation history">
        {entries.map((e) => (
          <li key={e.id} className="space-y-0.5 p-3 text-sm">
            <p>
              <span className="font-medium">
                {AUDIT_ACTION_LABELS[e.action as keyof typeof AUDIT_ACTION_LABELS] ?? e.action}
              </span>
              {targetOf(e)}
              {actorOf(e)}
            </p>
            <p className="break-words text-muted-foreground">
              {new Date(e.createdAt).toLocaleString("en-GB", { timeZone: "Europe/London" })} {describe(e)}
            </p>
          </li>
        ))}
        {!history.isPending && entries.length === 0 && <li className="p-3 text-sm">Nothing recorded yet.</li>}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          Show older
        </Button>
      )}
    </section>
  );
}
