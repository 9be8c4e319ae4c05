import { useEffect } from "react";

/**
 * The tab's title, from the page's head (its module, client/pages/*.page.tsx), the same the server's head writes. A
 * page whose title comes from its data passes null until the data is there (the tab keeps its title meanwhile).
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
