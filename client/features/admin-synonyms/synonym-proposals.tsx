import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDecideSynonymProposalMutation, useSynonymProposalsQuery } from "./use-synonym-proposals";

const times = (n: number) => (n === 1 ? "1 time" : `${n} times`);

/**
 * What the board learned from its searches (issue 39): "Visitors who searched dinghy opened rowing boat: 7 times — make
 * them mean the same?", one click to accept (a synonym group) or dismiss. Nothing shows while there is none.
 */
export function SynonymProposals() {
  const proposals = useSynonymProposalsQuery();
  const decide = useDecideSynonymProposalMutation();
  const list = proposals.data?.proposals ?? [];
  if (proposals.isError) return <p role="alert">Could not load proposals: {errorMessage(proposals.error)}</p>;
  if (!list.length) return null;
  return (
    <section aria-labelledby="synonym-proposals-heading" className="mt-3 space-y-2">
      <h3 id="synonym-proposals-heading" className="text-sm font-semibold">
        Learned from searches
      </h3>
      <ul className="divide-y rounded-md border text-sm" aria-label="Proposed synonyms">
        {list.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
            <p className="min-w-0 wrap-anywhere">
              Visitors who searched <em>{p.missed}</em> opened <em>{p.opened}</em>: {times(p.times)} — make
              them mean the same?
            </p>
            <div className="flex items-center gap-2">
              <Button
                size="sm"
                aria-label={`Make ${p.missed} and ${p.opened} mean the same`}
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { id: p.id, decision: "accept" },
                    {
                      onSuccess: () =>
                        toast({ title: "Synonyms added", description: `${p.missed}, ${p.opened}` }),
                      onError: (error) =>
                        toast({
                          variant: "destructive",
                          title: "Synonyms not added",
                          description: errorMessage(error),
                        }),
                    },
                  )
                }
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Dismiss ${p.missed} and ${p.opened}`}
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { id: p.id, decision: "dismiss" },
                    {
                      onError: (error) =>
                        toast({
                          variant: "destructive",
                          title: "Proposal not dismissed",
                          description: errorMessage(error),
                        }),
                    },
                  )
                }
              >
                Dismiss
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
