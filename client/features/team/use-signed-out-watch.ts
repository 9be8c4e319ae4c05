import { useEffect, useRef } from "react";
import { useQueryClient, type Query } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Calls `onSignedOut` once when any admin call of an open dashboard answers 401: the session ended under it (removed
 * from the team, two-factor reset, timed out, or logged out in another tab). check-auth's own answer is the page's.
 */
export function useSignedOutWatch(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onSignedOut);
  const fired = useRef(false);
  useEffect(() => {
    latest.current = onSignedOut;
  });
  useEffect(() => {
    const fire = () => {
      if (fired.current) return;
      fired.current = true;
      latest.current();
    };
    const checkAuthKey = queryKeys.admin.checkAuth.join("/");
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const key = (event.query as Query).queryKey;
      if (key.join("/") === checkAuthKey) return;
      if (key[0] === queryKeys.admin.all[0] && signedOut(event.action.error)) fire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && signedOut(event.action.error)) fire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
