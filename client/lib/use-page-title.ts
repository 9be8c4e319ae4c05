import { useEffect } from "react";

const SITE = "Shropshire Noticeboard";

/** The tab's title, "<page> | Shropshire Noticeboard", as the server's head writes it for public pages. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
  }, [title]);
}
