import type { AdminComment } from "@common/comment-schemas";
import { LIMITS } from "@common/limits";

/** "First sixty characters..." as the table shows it (product-spec.md §9). */
export function excerpt(content: string, length: number = LIMITS.commentExcerpt): string {
  return content.length > length ? `${content.slice(0, length)}...` : content;
}

/** Approve is offered when not approved, and on a reported comment to keep it and clear the report. */
export const canApprove = (c: AdminComment) => c.status !== "approved" || c.isReported;
export const canReject = (c: AdminComment) => c.status !== "rejected";
