import { AdminTableHead } from "@/components/admin-table-head";
import type { AdminComment } from "@common/comment-schemas";
import { formatDate } from "@common/format";
import { cn } from "@/lib/utils";
import { CommentActions, type CommentHandlers } from "./comment-actions";
import { CommentStatusBadge, ReportedBadge } from "./comment-status-badge";
import { excerpt } from "./comment-rules";

const HEADERS = ["Name", "Discussion", "Content", "Date", "Status"];

/** Name, Discussion (the notice it belongs to), Content (excerpt), Date, Status, Actions; reported rows stand out. */
export function CommentsTable({ comments, ...handlers }: CommentHandlers & { comments: AdminComment[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <AdminTableHead caption="Comments" headers={HEADERS} />
        <tbody>
          {comments.map((comment) => (
            <tr
              key={comment.id}
              data-reported={comment.isReported || undefined}
              className={cn("border-t align-top", comment.isReported && "bg-red-50")}
            >
              <td className="px-3 py-2">
                <div className="flex flex-col items-start gap-1">
                  <span className="font-medium wrap-anywhere">{comment.authorName}</span>
                  {comment.isReported && <ReportedBadge />}
                </div>
              </td>
              <td className="max-w-48 px-3 py-2 wrap-anywhere">{comment.title}</td>
              <td className="max-w-xs px-3 py-2 wrap-anywhere">{excerpt(comment.content)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(comment.createdAt)}</td>
              <td className="px-3 py-2">
                <CommentStatusBadge status={comment.status} />
              </td>
              <td className="px-3 py-2">
                <CommentActions comment={comment} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
