import { useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditEntry } from "@common/audit-schemas";
import { REJECTION_REASON_LABELS, type RejectionReason } from "@common/rejection-reasons";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, call } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const ALL = "all";

/** One line of what changed: the reason of a rejection, the fields of an edit, the word of a watch-list change. */
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
  if (typeof d.word === "string") return `${d.word} (${String(d.kind)})`;
  if (typeof d.username === "string") return `as ${d.username}`;
  if (typeof d.title === "string") return d.title;
  return "";
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
  const [action, setAction] = useState<string>(ALL);
  const [person, setPerson] = useState<string>(ALL);
  const people = useQuery({
    queryKey: queryKeys.admin.auditPeople,
    queryFn: ({ signal }) => call(api.GET("/api/admin/audit/people", { signal })),
    staleTime: 0,
  });
  const history = useInfiniteQuery({
    queryKey: queryKeys.admin.audit(action, person),
    queryFn: ({ pageParam, signal }) => {
      const query = {
        ...(action !== ALL ? { action: action as (typeof AUDIT_ACTIONS)[number] } : {}),
        ...(person !== ALL ? { admin: person } : {}),
        ...(pageParam ? { before: pageParam } : {}),
      };
      return call(api.GET("/api/admin/audit", { params: { query }, signal }));
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-heading" className="text-xl font-semibold">
          History
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="history-person">Person</Label>
          <Select value={person} onValueChange={setPerson}>
            <SelectTrigger id="history-person" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Everyone</SelectItem>
              {people.data?.people.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Label htmlFor="history-action">Action</Label>
          <Select value={action} onValueChange={setAction}>
            <SelectTrigger id="history-action" className="w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All actions</SelectItem>
              {AUDIT_ACTIONS.map((a) => (
                <SelectItem key={a} value={a}>
                  {AUDIT_ACTION_LABELS[a]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {history.isError && <p role="alert">Could not load the history: {errorMessage(history.error)}</p>}
      <ul className="divide-y rounded-md border" aria-label="Moderation history">
        {entries.map((e) => (
          <li key={e.id} className="space-y-0.5 p-3 text-sm">
            <p>
              <span className="font-medium">
                {AUDIT_ACTION_LABELS[e.action as keyof typeof AUDIT_ACTION_LABELS] ?? e.action}
              </span>
              {targetOf(e)}
              {e.admin ? ` by ${e.admin}` : ""}
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
