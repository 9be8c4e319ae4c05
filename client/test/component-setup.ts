import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: the comment form's "sent empty" test timed out
 * once at 1 s (1 run of the component project in 3, passing alone), most likely on the form's first check, which imports
 * its schema (lib/lazy-zod-resolver.ts). A message that never comes still fails, five seconds later.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * Each test starts from an empty page: what one test rendered is unmounted before the next, and the cookies and storage
 * it left are gone (the component files share one environment: a signed-in form's admin hint cookie once reached the
 * search tab's test, which checks that it sets no cookie).
 */
afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  sessionStorage.clear();
  localStorage.clear();
});
