import { useQuery } from "@tanstack/react-query";
import { noticeCommentsQuery } from "@/lib/page-queries";

/** A discussion's approved comments. */
export function useCommentsQuery(noticeId: number) {
  return useQuery(noticeCommentsQuery(noticeId));
}
