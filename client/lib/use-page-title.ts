import { useEffect } from "react";
import { NOT_FOUND_HEAD, pageHead, type PageData, type PageName } from "@common/pages";

/**
 * The tab's title from the table of pages (common/pages.ts), the same the server's head writes. A page whose title
 * comes from its data passes null until the data is there (the tab keeps its title meanwhile).
 */
export function usePageHead(name: PageName | "not-found", data: PageData | null = {}): void {
  const title =
    data === null ? null : name === "not-found" ? NOT_FOUND_HEAD.title : pageHead(name, data).title;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
