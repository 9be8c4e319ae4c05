import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessagesLaneItem } from "@common/conversation-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { api, call } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Under the queue's family, so every queue refresh refreshes the lane too. */
const messagesLaneKey = [...queryKeys.admin.queue, "messages"] as const;

const SIDE_LABELS = { poster: "the poster", visitor: "the visitor" } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

type Action = { kind: "release" | "block"; item: MessagesLaneItem };

/**
 * "Messages" (issue 35): relayed messages the scam screen held instead of delivering, each with why. A moderator
 * releases one (it is delivered then) or blocks its sender (their messages, contact forms and posts are dropped
 * without telling them); either teaches the screen.
 */
export function MessagesLanePanel() {
  const queryClient = useQueryClient();
  const lane = useQuery({
    queryKey: messagesLaneKey,
    queryFn: () => call(api.GET("/api/admin/queue/messages")),
  });
  const act = useMutation({
    mutationFn: ({ kind, item }: Action) => {
      const id = item.conversationId;
      if (kind === "release")
        return call(
          api.POST("/api/admin/conversations/{id}/messages/{messageId}/release", {
            params: { path: { id, messageId: item.messageId } },
          }),
        );
      return call(
        api.POST("/api/admin/conversations/{id}/block", {
          params: { path: { id } },
          body: { side: item.side },
        }),
      );
    },
    onSuccess: (_answer, { kind, item }) => {
      toast({
        title: kind === "release" ? "Message released" : "Sender blocked",
        description:
          kind === "release"
            ? `Delivered to ${SIDE_LABELS[item.side === "poster" ? "visitor" : "poster"]} of "${item.noticeTitle}".`
            : `Messages from ${SIDE_LABELS[item.side]} of "${item.noticeTitle}" are dropped from now on.`,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.queue });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.conversations.all });
    },
    onError: (error, { kind }) =>
      toast({
        variant: "destructive",
        title: kind === "release" ? "Not released" : "Not blocked",
        description: errorMessage(error),
      }),
  });
  const total = lane.data?.total ?? 0;

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Messages ({total})</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        Messages between a poster and a visitor that the scam screen held. The sender was told it was sent; it
        reaches the other side only if you release it.
      </p>
      {lane.isError && <p role="alert">Could not load the Messages lane: {errorMessage(lane.error)}</p>}
      {lane.data && lane.data.items.length === 0 && <p className="mt-2 text-sm">Nothing held.</p>}
      <ul className="mt-3 space-y-3" aria-label="Held messages">
        {lane.data?.items.map((item) => (
          <li key={item.messageId} className="space-y-2 rounded-md border p-3">
            <h3 className="font-semibold break-words">About &ldquo;{item.noticeTitle}&rdquo;</h3>
            <p className="text-sm text-muted-foreground">
              From {SIDE_LABELS[item.side]}, held {when(item.heldAt)}
            </p>
            <p className="text-sm break-words whitespace-pre-line">{item.body}</p>
            <ul className="flex flex-wrap gap-1" aria-label="Why it is held">
              {item.reasons.map((reason) => (
                <li key={reason}>
                  <Badge variant="outline" className="max-w-full text-left break-words whitespace-normal">
                    {reason}
                  </Badge>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                aria-label={`Release the message about ${item.noticeTitle}`}
                onClick={() => act.mutate({ kind: "release", item })}
                disabled={act.isPending}
              >
                Release
              </Button>
              <Button
                variant="destructive"
                aria-label={`Block sender of the message about ${item.noticeTitle}`}
                onClick={() => act.mutate({ kind: "block", item })}
                disabled={act.isPending}
              >
                Block sender
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}
