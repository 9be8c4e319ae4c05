import { ShieldAlert } from "lucide-react";
import { countOf } from "@common/format";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useLoginFailuresQuery } from "./use-login-failures-query";

const londonTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });

/**
 * After sign-in: the wrong passwords and codes typed for this account since the admin's previous sign-in, with their
 * times (GET /api/admin/login-failures), so a guessing run is seen. Nothing when there were none.
 */
export function LoginFailuresNotice() {
  const failures = useLoginFailuresQuery();
  const data = failures.data;
  if (!data || data.count === 0) return null;
  const more = data.count - data.attempts.length;
  return (
    <Alert role="region" aria-label="Failed sign-in attempts">
      <ShieldAlert className="h-4 w-4" aria-hidden="true" />
      <AlertTitle>
        {countOf(data.count, "failed sign-in attempt")}{" "}
        {data.since ? "since your last sign-in" : "before this sign-in"}
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-5">
          {data.attempts.map(({ at }, i) => (
            <li key={`${at}-${i}`}>
              <time dateTime={at}>{londonTime(at)}</time>
            </li>
          ))}
        </ul>
        {more > 0 && <p>and {countOf(more, "earlier attempt")}.</p>}
        <p>If these were not you, someone is guessing your password: choose a long one no other site uses.</p>
      </AlertDescription>
    </Alert>
  );
}
