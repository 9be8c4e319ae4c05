import type { AdminComment, PublicComment } from "../../common/comment-schemas";
import type { Comment } from "../db/schema";
import type { CommentWithTitle } from "./comment-repository";

/** The public comment of server-contract.md §2: never the author's e-mail, never report data. */
export function toPublicComment(c: Comment): PublicComment {
  return {
    id: c.id,
    noticeId: c.noticeId,
    authorName: c.authorName,
    content: c.content,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The moderator's view adds the e-mail, the report and the notice's title. */
export function toAdminComment(c: CommentWithTitle): AdminComment {
  return {
    ...toPublicComment(c),
    authorEmail: c.authorEmail,
    isReported: c.isReported,
    reportReason: c.reportReason,
    title: c.title,
  };
}
