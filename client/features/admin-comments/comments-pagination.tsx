import { Pager } from "@/components/pager";

/** Comments shown per page: the API answers a plain array (product-spec §7), so the browser pages it. */
export const COMMENTS_PER_PAGE = 20;

/** "Showing X to Y of Z comments" with Previous and Next, as the Notices tab pages. */
export function CommentsPagination(props: { page: number; total: number; onPage: (page: number) => void }) {
  return <Pager label="Comment pages" noun="comments" perPage={COMMENTS_PER_PAGE} {...props} />;
}
