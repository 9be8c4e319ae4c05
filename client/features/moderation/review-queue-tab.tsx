import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { REJECTION_REASONS, REJECTION_REASON_LABELS } from "@common/rejection-reasons";
import { noticePath } from "@common/slug";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EditNoticeDialog } from "./edit-notice-dialog";
import { SynonymsPanel } from "@/features/admin-synonyms/synonyms-panel";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { QueueCard } from "./queue-card";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { itemKey, useQueueController } from "./use-queue-controller";
import { useQueueKeys } from "./use-queue-keys";
import { WatchListPanel } from "./watch-list-panel";
import { useIsAdmin } from "@/features/team/admin-role";
import { useReviewQueueQuery } from "./use-review-queue-query";
import { LikelySpamPanel, TrustSettingsPanel, WentLivePanel } from "./moderation-lanes";
import { MessagesLanePanel } from "./messages-lane-panel";

/** What the two buttons do to the card in hand: an edit is published or its old version kept, not "kept". */
const APPROVE_LABELS = { pending: "Approve", reported: "Keep", edited: "Publish the changes" } as const;
const REJECT_LABELS = { pending: "Reject", reported: "Remove", edited: "Keep the old version" } as const;

/** Fetch the next page while this many cards are still ahead, so the moderator never waits at a page end. */
const PREFETCH_AHEAD = 10;

/** The Review queue tab: one card at a time, cleared by keyboard (`?` lists the keys) or by the buttons. */
export function ReviewQueueTab({ onRemaining }: { onRemaining: (count: number) => void }) {
  const queue = useReviewQueueQuery();
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  const total = queue.data?.pages[0]?.total ?? 0;
  const q = useQueueController(items);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [isEditOpen, setEditOpen] = useState(false);
  const remaining = Math.max(0, total - q.doneCount);

  useEffect(() => onRemaining(remaining), [remaining, onRemaining]);
  // Cards done here are hidden only locally: coming back to the tab must start from the server's queue.
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.queue }),
    [queryClient],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = queue;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && q.visible.length - q.index < PREFETCH_AHEAD)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, q.visible.length, q.index]);

  const current = q.current;
  const open = () => {
    const id = current?.kind === "notice" ? current.notice.id : current?.comment.noticeId;
    if (id)
      window.open(
        current?.kind === "notice" ? noticePath(id, current.notice.title) : `/notice/${id}`,
        "_blank",
      );
  };
  const edit = () => {
    if (current?.kind === "notice") setEditOpen(true);
  };

  useQueueKeys((action) => {
    if (action.type === "help") return setHelpOpen(true);
    if (!current) return;
    if (q.isChoosingReason && action.type !== "reason" && action.type !== "cancel") return;
    if (action.type === "next") q.move(1);
    else if (action.type === "previous") q.move(-1);
    else if (action.type === "approve") q.approve();
    else if (action.type === "reject") q.reject();
    else if (action.type === "reason" && q.isChoosingReason) q.reject(action.index);
    else if (action.type === "cancel") q.cancelReason();
    else if (action.type === "edit") edit();
    else if (action.type === "open") open();
    else if (action.type === "select") q.toggleSelected();
    else if (action.type === "approveSelected") q.approveSelected();
  });

  if (queue.isPending)
    return <Skeleton role="status" className="h-64 w-full" aria-label="Loading the review queue" />;
  if (queue.isError) return <p role="alert">Could not load the review queue: {errorMessage(queue.error)}</p>;

  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="queue-heading" className="text-xl font-semibold">
          Review queue
        </h2>
        <Button variant="link" className="h-auto p-0" onClick={() => setHelpOpen(true)}>
          Keyboard shortcuts (?)
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {current
          ? `Card ${q.index + 1} of ${q.visible.length}. ${remaining} waiting.`
          : "Nothing waiting. All clear."}
      </p>
      {current && (
        <>
          <QueueCard
            key={itemKey(current)}
            item={current}
            isCurrent
            isSelected={q.selected.has(itemKey(current))}
          />
          {q.isChoosingReason ? (
            <fieldset className="space-y-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-semibold">Why reject it? Press 1–6</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {REJECTION_REASONS.map((reason, i) => (
                  <Button
                    key={reason}
                    variant="outline"
                    className="justify-start"
                    onClick={() => q.reject(i)}
                  >
                    {i + 1}. {REJECTION_REASON_LABELS[reason]}
                  </Button>
                ))}
              </div>
              <Button variant="ghost" onClick={q.cancelReason}>
                Cancel
              </Button>
            </fieldset>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={q.approve}>{APPROVE_LABELS[current.reason]}</Button>
              <Button variant="destructive" onClick={() => q.reject()}>
                {current.kind === "notice" && current.reason === "pending"
                  ? "Reject…"
                  : REJECT_LABELS[current.reason]}
              </Button>
              {current.kind === "notice" && (
                <Button variant="outline" onClick={edit}>
                  Edit
                </Button>
              )}
              <Button variant="outline" onClick={open}>
                Open
              </Button>
              <Button variant="outline" onClick={() => q.move(-1)} disabled={q.index === 0}>
                Previous
              </Button>
              <Button variant="outline" onClick={() => q.move(1)} disabled={q.index >= q.visible.length - 1}>
                Next
              </Button>
            </div>
          )}
        </>
      )}
      <LikelySpamPanel />
      <MessagesLanePanel />
      <WentLivePanel />
      {isAdmin && <TrustSettingsPanel />}
      {isAdmin && <WatchListPanel />}
      {isAdmin && <SynonymsPanel />}
      <ShortcutsDialog open={isHelpOpen} onOpenChange={setHelpOpen} />
      <EditNoticeDialog
        notice={current?.kind === "notice" ? current.notice : null}
        open={isEditOpen}
        onOpenChange={(isOpen) => {
          setEditOpen(isOpen);
          if (!isOpen) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.queue });
        }}
      />
    </section>
  );
}
