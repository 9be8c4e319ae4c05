import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatRelativeTime } from "@common/format";
import type { AdminConversation, ConversationSide } from "@common/conversation-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { api, call } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type Filter = "held" | "reported" | "all";
const FILTERS: { value: Filter; label: string }[] = [
  { value: "held", label: "Held" },
  { value: "reported", label: "Reported" },
  { value: "all", label: "All" },
];
const STATE_LABELS = { open: "Open", held: "Held", reported: "Reported", blocked: "Blocked", ended: "Ended" };

/** One conversation as a moderator reads it: every message, held ones with the screen's reasons, and the actions. */
function ConversationDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: queryKeys.admin.conversations.one(id),
    queryFn: () => call(api.GET("/api/admin/conversations/{id}", { params: { path: { id } } })),
    staleTime: 0,
  });
  const act = useMutation({
    mutationFn: (
      action:
        | { kind: "release"; messageId: number }
        | { kind: "block"; side: ConversationSide }
        | { kind: "resume" },
    ) => {
      const path = { params: { path: { id } } };
      if (action.kind === "release")
        return call(
          api.POST("/api/admin/conversations/{id}/messages/{messageId}/release", {
            params: { path: { id, messageId: action.messageId } },
          }),
        );
      if (action.kind === "block")
        return call(
          api.POST("/api/admin/conversations/{id}/block", { ...path, body: { side: action.side } }),
        );
      return call(api.POST("/api/admin/conversations/{id}/resume", path));
    },
    onSuccess: async (answer: AdminConversation, action) => {
      queryClient.setQueryData(queryKeys.admin.conversations.one(id), answer);
      toast({
        title:
          action.kind === "release"
            ? "Message released"
            : action.kind === "block"
              ? "Side blocked"
              : "Conversation resumed",
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.conversations.all });
    },
    onError: (error) => toast({ variant: "destructive", title: "Failed", description: errorMessage(error) }),
  });
  const c = detail.data;
  if (detail.isError)
    return <p role="alert">Could not load the conversation: {errorMessage(detail.error)}</p>;
  if (!c) return <p role="status">Loading…</p>;
  return (
    <div className="space-y-3 border-t pt-3">
      <p className="break-words text-muted-foreground">
        Poster: {c.poster.email || "(gone)"} · Visitor: {c.visitor.name} ({c.visitor.email})
      </p>
      {c.reportReason && <p className="break-words">Reported: {c.reportReason}</p>}
      <ol className="space-y-2">
        {c.messages.map((m) => (
          <li key={m.id} className="space-y-1 rounded-md border p-2">
            <p className="text-xs text-muted-foreground">
              {m.side === "poster" ? "Poster" : c.visitor.name}, {formatRelativeTime(m.sentAt)}{" "}
              {m.held && <Badge variant="destructive">Held</Badge>}
            </p>
            <p className="break-words whitespace-pre-line">{m.body}</p>
            {m.held && (
              <>
                <ul className="list-disc pl-5 text-xs">
                  {m.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <Button
                  size="sm"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ kind: "release", messageId: m.id })}
                >
                  Release message
                </Button>
              </>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {c.state === "reported" && (
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: "resume" })}
          >
            Resume
          </Button>
        )}
        {c.blockedSide !== "visitor" && (
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: "block", side: "visitor" })}
          >
            Block visitor
          </Button>
        )}
        {c.blockedSide !== "poster" && (
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: "block", side: "poster" })}
          >
            Block poster
          </Button>
        )}
      </div>
    </div>
  );
}

/** Conversations through the relay (issue 35): held and reported ones first, opened one at a time. */
export function ConversationsSection() {
  const [filter, setFilter] = useState<Filter>("held");
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: queryKeys.admin.conversations.list(filter),
    queryFn: () => call(api.GET("/api/admin/conversations", { params: { query: { state: filter } } })),
    staleTime: 0,
  });
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="conversations-heading" className="space-y-3">
      <h3 id="conversations-heading" className="text-lg font-semibold">
        Conversations
      </h3>
      <div role="group" aria-label="Show conversations" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? "default" : "outline"}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>
      {list.isError && <p role="alert">Could not load conversations: {errorMessage(list.error)}</p>}
      <ul className="space-y-3" aria-label="Conversations">
        {rows.map((c) => (
          <li key={c.id} className="space-y-2 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium break-words">About &ldquo;{c.noticeTitle}&rdquo;</p>
              <Badge variant={c.state === "held" || c.state === "reported" ? "destructive" : "secondary"}>
                {STATE_LABELS[c.state]}
              </Badge>
              <span className="text-muted-foreground">{formatRelativeTime(c.lastMessageAt)}</span>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={open === c.id}
              onClick={() => setOpen(open === c.id ? null : c.id)}
            >
              {open === c.id ? "Close" : "Read conversation"}
            </Button>
            {open === c.id && <ConversationDetail id={c.id} />}
          </li>
        ))}
        {!list.isPending && rows.length === 0 && (
          <li className="rounded-md border p-3 text-sm">No conversations here.</li>
        )}
      </ul>
    </section>
  );
}
