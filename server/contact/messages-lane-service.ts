import type { AppContext } from "../context";
import type { MessagesLane } from "../../common/conversation-schemas";
import { listHeldMessages } from "./conversation-repository";

/** The most held messages the lane shows at once (the count says how many wait in all). */
const LANE_SIZE = 100;

/**
 * The review queue's Messages lane (issue 35): every message the scam screen held, oldest first, with the notice,
 * the side that wrote it and the screen's reasons. A moderator releases one (delivered then) or blocks its sender
 * through the conversation routes.
 */
export async function getMessagesLane(ctx: AppContext): Promise<MessagesLane> {
  const { rows, total } = await listHeldMessages(ctx.db, LANE_SIZE);
  return {
    total,
    items: rows.map(({ message, noticeId, noticeTitle }) => ({
      conversationId: message.conversationId,
      messageId: message.id,
      noticeId,
      noticeTitle: noticeTitle ?? "(notice deleted)",
      side: message.side,
      body: message.body,
      reasons: message.reasons,
      heldAt: message.createdAt.toISOString(),
    })),
  };
}
