import { useMemo, useState } from "react";
import type { QueueItem } from "@common/queue-schemas";
import { REJECTION_REASONS, REJECTION_REASON_LABELS } from "@common/rejection-reasons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { queueApi, useRefreshAdminLists } from "./use-review-queue";
import { showUndoToast } from "./undo-toast";

export const itemKey = (item: QueueItem) =>
  item.kind === "notice" ? `notice-${item.notice.id}` : `comment-${item.comment.id}`;

/**
 * The moderator's place in the queue. Every action hides its card at once and runs on the server behind it, so the
 * next card is ready the moment a key is pressed; a failure puts the card back and says why.
 */
export function useQueueController(items: QueueItem[]) {
  const [done, setDone] = useState<Set<string>>(() => new Set());
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [position, setPosition] = useState(0);
  const [isChoosingReason, setChoosingReason] = useState(false);
  const refreshLists = useRefreshAdminLists();

  const visible = useMemo(() => items.filter((i) => !done.has(itemKey(i))), [items, done]);
  const index = Math.min(position, Math.max(0, visible.length - 1));
  const current = visible[index] as QueueItem | undefined;

  const mark = (key: string, isDone: boolean) =>
    setDone((prev) => {
      const next = new Set(prev);
      if (isDone) next.add(key);
      else next.delete(key);
      return next;
    });

  const run = (item: QueueItem, call: () => Promise<unknown>, success: string, canUndo: boolean) => {
    const key = itemKey(item);
    mark(key, true);
    setSelected((prev) => {
      const next = new Set(prev);
      next.delete(key);
      return next;
    });
    setChoosingReason(false);
    call().then(
      () => {
        refreshLists();
        if (canUndo && item.kind === "notice") {
          showUndoToast(success, item.notice.title, async () => {
            await queueApi.undo(item.notice.id);
            mark(key, false);
            refreshLists();
          });
        } else toast({ title: success });
      },
      (error: unknown) => {
        mark(key, false);
        toast({ variant: "destructive", title: "That did not work", description: errorMessage(error) });
      },
    );
  };

  const approve = (item: QueueItem | undefined = current) => {
    if (!item) return;
    if (item.kind === "comment")
      run(item, () => queueApi.moderateComment(item.comment.id, "approved"), "Comment kept", false);
    else if (item.reason === "reported")
      run(item, () => queueApi.decideReports(item.notice.id, "keep"), "Notice kept", false);
    else run(item, () => queueApi.approve(item.notice.id), "Notice approved", true);
  };

  const reject = (reasonIndex?: number) => {
    const item = current;
    if (!item) return;
    if (item.kind === "comment")
      return run(item, () => queueApi.moderateComment(item.comment.id, "rejected"), "Comment hidden", false);
    if (item.reason === "reported")
      return run(item, () => queueApi.decideReports(item.notice.id, "remove"), "Notice removed", false);
    if (reasonIndex === undefined) return setChoosingReason(true);
    const reason = REJECTION_REASONS[reasonIndex];
    run(
      item,
      () => queueApi.reject(item.notice.id, reason),
      `Notice rejected: ${REJECTION_REASON_LABELS[reason]}`,
      true,
    );
  };

  const toggleSelected = () => {
    if (!current) return;
    const key = itemKey(current);
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const approveSelected = () => {
    for (const item of visible) if (selected.has(itemKey(item))) approve(item);
  };

  return {
    visible,
    index,
    current,
    selected,
    isChoosingReason,
    doneCount: done.size,
    move: (by: number) => setPosition(Math.max(0, Math.min(visible.length - 1, index + by))),
    approve: () => approve(),
    reject,
    cancelReason: () => setChoosingReason(false),
    toggleSelected,
    approveSelected,
  };
}
