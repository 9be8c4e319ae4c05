import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { DECISION_SOURCE_LABELS } from "./screen-labels";
import { useForgetDecisionMutation, useScreenLearnedQuery } from "./use-screen";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "What the screen learned": the words that weigh most each way, how many decisions of each kind it keeps and was last
 * trained on, and the recent decisions, each of which a moderator can make it forget.
 */
export function ScreenLearnedPanel() {
  const learned = useScreenLearnedQuery();
  const forget = useForgetDecisionMutation();
  const data = learned.data;

  return (
    <section aria-labelledby="screen-learned-heading" className="space-y-4 rounded-md border p-3 sm:p-4">
      <h2 id="screen-learned-heading" className="text-lg font-semibold">
        What the screen learned
      </h2>
      {learned.isError && (
        <p role="alert">Could not load what the screen learned: {errorMessage(learned.error)}</p>
      )}
      {data && (
        <>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Decisions as spam</dt>
              <dd className="font-medium">{data.decisions.spam}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Decisions as not spam</dt>
              <dd className="font-medium">{data.decisions.ham}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Last trained</dt>
              <dd className="font-medium">
                {data.lastTrainedAt
                  ? `${when(data.lastTrainedAt)}, on ${plural(data.trainedOn.spam, "spam decision", "spam decisions")} and ${plural(data.trainedOn.ham, "other", "others")}`
                  : "Not trained yet"}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            What it learned counts as one signal, kept small until it has seen at least 50 decisions of each
            kind.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TokenList title="Words that point to spam" tokens={data.spamTokens} />
            <TokenList title="Words that point to a genuine notice" tokens={data.hamTokens} />
          </div>
          <div className="space-y-2">
            <h3 className="font-semibold">Recent decisions</h3>
            {data.recent.length === 0 && <p className="text-sm">No decisions yet.</p>}
            <ul className="space-y-2" aria-label="Recent decisions">
              {data.recent.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3"
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="text-sm break-words">{d.excerpt}</p>
                    <p className="text-xs text-muted-foreground">
                      <Badge variant={d.label === "spam" ? "destructive" : "secondary"} className="mr-1">
                        {d.label === "spam" ? "Spam" : "Not spam"}
                      </Badge>
                      {DECISION_SOURCE_LABELS[d.source] ?? d.source}, {when(d.decidedAt)}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Forget the decision on “${d.excerpt}”`}
                    disabled={forget.isPending}
                    onClick={() =>
                      forget.mutate(d.id, {
                        onSuccess: () =>
                          toast({
                            title: "Decision forgotten",
                            description: "The screen will not learn from it at its next training.",
                          }),
                        onError: (error) =>
                          toast({
                            variant: "destructive",
                            title: "Not forgotten",
                            description: errorMessage(error),
                          }),
                      })
                    }
                  >
                    Forget
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}

function TokenList({ title, tokens }: { title: string; tokens: { token: string; weight: number }[] }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-1" aria-label={title}>
          {tokens.map((t) => (
            <li key={t.token}>
              <Badge variant="outline" className="break-all">
                {t.token} ({t.weight.toFixed(1)})
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
