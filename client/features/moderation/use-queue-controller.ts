import { useMemo, useState } from "react";
import { UNDO_WINDOW_MS, type QueueItem } from "@common/queue-schemas";
import { countOf } from "@common/format";
import { REJECTION_REASONS, REJECTION_REASON_LABELS } from "@common/rejection-reasons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useModerationDecisions, type ModerationDecisions } from "./moderation-decisions";
import { showUndoToast } from "./undo-toast";

export const itemKey = (item: QueueItem) =>
  item.kind === "notice" ? `notice-${item.notice.id}` : `comment-${item.comment.id}`;

/** A card's title; for a poster's edit, the title it would publish (the one the moderator just decided on). */
const cardTitle = (item: QueueItem) => {
  if (item.kind === "comment") return `Comment on "${item.comment.noticeTitle}"`;
  return item.edit?.changes.find((c) => c.field === "title")?.to ?? item.notice.title;
};

interface QueueAction {
  call: () => Promise<unknown>;
  success: string;
  /**
   * A decision on a poster's edit cannot be reversed on the server (the replaced image is deleted at once), so the
   * browser holds it for the undo window and sends it only then: "Undo" cancels it before it is sent.
   */
  isHeld?: boolean;
}

/** A decision not yet sent, and the timer that will send it. */
interface QueueHold {
  item: QueueItem;
  timer: number;
}

const isEdit = (item: QueueItem) => item.kind === "notice" && item.reason === "edited";

/** `a`: approve a pending notice or comment, keep a reported notice or comment. */
function approval(decisions: ModerationDecisions, item: QueueItem): QueueAction {
  if (item.kind === "comment")
    return {
      call: () => decisions.moderateComment(item.comment.id, "approved"),
      success: item.reason === "pending" ? "Comment approved" : "Comment kept",
    };
  if (item.reason === "reported")
    return { call: () => decisions.decideReports(item.notice.id, "keep"), success: "Notice kept" };
  if (item.reason === "edited")
    return {
      call: () => decisions.decideEdit(item.notice.id, "approve"),
      success: "Changes published",
      isHeld: true,
    };
  return { call: () => decisions.approve(item.notice.id), success: "Notice approved" };
}

const undoTargets = (cards: QueueItem[]) => ({
  notices: cards.flatMap((c) => (c.kind === "notice" ? [c.notice.id] : [])),
  comments: cards.flatMap((c) => (c.kind === "comment" ? [c.comment.id] : [])),
});

/**
 * The moderator's place in the queue. Every action hides its card at once and runs on the server behind it, so the
 * next card is ready the moment a key is pressed; a failure puts the card back and says why.
 */
export function useQueueController(items: QueueItem[]) {
  const [done, setDone] = useState<Set<string>>(() => new Set());
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [position, setPosition] = useState(0);
  const [isChoosingReason, setChoosingReason] = useState(false);
  const decisions = useModerationDecisions();

  const visible = useMemo(() => items.filter((i) => !done.has(itemKey(i))), [items, done]);
  const index = Math.min(position, Math.max(0, visible.length - 1));
  const current = visible[index] as QueueItem | undefined;

  const setCards = (cards: QueueItem[], isDone: boolean) =>
    setDone((prev) => {
      const next = new Set(prev);
      for (const key of cards.map(itemKey)) {
        if (isDone) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const takeOut = (cards: QueueItem[]) => {
    setCards(cards, true);
    setSelected((prev) => {
      const next = new Set(prev);
      for (const card of cards) next.delete(itemKey(card));
      return next;
    });
    setChoosingReason(false);
  };

  const failed = (cards: QueueItem[]) => (error: unknown) => {
    setCards(cards, false);
    toast({ variant: "destructive", title: "That did not work", description: errorMessage(error) });
  };

  /**
   * Every action can be undone for 10 seconds: the server reverses the sent ones, the held ones (edit decisions) are
   * never sent, and the cards come back.
   */
  const offerUndo = (title: string, cards: QueueItem[], held: QueueHold[] = []) => {
    const all = [...cards, ...held.map((h) => h.item)];
    const one = all.length === 1 ? all[0] : undefined;
    showUndoToast({
      title,
      description: one ? `"${cardTitle(one)}"` : countOf(all.length, "card"),
      undone: one ? `"${cardTitle(one)}" is back in the queue.` : "They are back in the queue.",
      undo: async () => {
        for (const h of held) window.clearTimeout(h.timer);
        if (cards.length) await decisions.undo(undoTargets(cards));
        setCards(all, false);
      },
    });
  };

  const hold = (item: QueueItem, action: QueueAction): QueueHold => ({
    item,
    timer: window.setTimeout(() => void action.call().catch(failed([item])), UNDO_WINDOW_MS),
  });

  const run = (item: QueueItem, action: QueueAction) => {
    takeOut([item]);
    if (action.isHeld) return offerUndo(action.success, [], [hold(item, action)]);
    action.call().then(() => offerUndo(action.success, [item]), failed([item]));
  };

  const approve = (item: QueueItem | undefined = current) => {
    if (item) run(item, approval(decisions, item));
  };

  const reject = (reasonIndex?: number) => {
    const item = current;
    if (!item) return;
    if (item.kind === "comment")
      return run(item, {
        call: () => decisions.moderateComment(item.comment.id, "rejected"),
        success: item.reason === "pending" ? "Comment rejected" : "Comment hidden",
      });
    if (item.reason === "reported")
      return run(item, {
        call: () => decisions.decideReports(item.notice.id, "remove"),
        success: "Notice removed",
      });
    if (item.reason === "edited")
      return run(item, {
        call: () => decisions.decideEdit(item.notice.id, "reject"),
        success: "Old version kept",
        isHeld: true,
      });
    if (reasonIndex === undefined) return setChoosingReason(true);
    const reason = REJECTION_REASONS[reasonIndex];
    run(item, {
      call: () => decisions.reject(item.notice.id, reason),
      success: `Notice rejected: ${REJECTION_REASON_LABELS[reason]}`,
    });
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

  /** `A`: every selected card approved (or kept) at once, and one "Undo" reverses them all. */
  const approveSelected = () => {
    const chosen = visible.filter((item) => selected.has(itemKey(item)));
    if (chosen.length === 0) return;
    if (chosen.length === 1) return approve(chosen[0]);
    takeOut(chosen);
    // Edits are held in the browser for the undo window; the rest are sent now and undone on the server.
    const held = chosen.filter(isEdit).map((card) => hold(card, approval(decisions, card)));
    const cards = chosen.filter((card) => !isEdit(card));
    void Promise.allSettled(cards.map((card) => approval(decisions, card).call())).then((results) => {
      const refused = results.flatMap((r, i) => (r.status === "rejected" ? [{ card: cards[i], r }] : []));
      if (refused.length) failed(refused.map((f) => f.card))(refused[0].r.reason);
      const approved = cards.filter((_, i) => results[i].status === "fulfilled");
      if (approved.length + held.length)
        offerUndo(`${countOf(approved.length + held.length, "card")} approved`, approved, held);
    });
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
