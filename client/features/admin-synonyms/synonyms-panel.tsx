import { useState } from "react";
import type { SynonymGroup } from "@common/synonym-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { SynonymGroupDialog } from "./synonym-group-dialog";
import { SynonymProposals } from "./synonym-proposals";
import { useDeleteSynonymGroupMutation } from "./use-synonym-mutations";
import { useSynonymGroupsQuery } from "./use-synonyms-query";

/** The search thesaurus beside the watch list: find a word's groups, add, change or delete a group. */
export function SynonymsPanel() {
  const [search, setSearch] = useState("");
  const groups = useSynonymGroupsQuery(search);
  const remove = useDeleteSynonymGroupMutation();
  const [editing, setEditing] = useState<SynonymGroup | null>(null);
  const [isAdding, setAdding] = useState(false);
  const list = groups.data?.groups ?? [];

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Synonyms</summary>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="synonym-search">Find a word</Label>
          <Input
            id="synonym-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="w-48"
          />
        </div>
        <Button variant="outline" onClick={() => setAdding(true)}>
          Add a group
        </Button>
      </div>
      <SynonymProposals />
      {groups.isError && <p role="alert">Could not load synonyms: {errorMessage(groups.error)}</p>}
      {groups.isSuccess && list.length === 0 && (
        <p className="mt-3 text-sm text-muted-foreground">No group holds a word starting with “{search}”.</p>
      )}
      <ul className="mt-3 divide-y text-sm" aria-label="Synonym groups">
        {list.map((group) => (
          <li key={group.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 space-y-0.5">
              <p className="wrap-anywhere">{group.terms.join(", ")}</p>
              {group.narrower.length > 0 && (
                <p className="text-muted-foreground wrap-anywhere">Narrower: {group.narrower.join(", ")}</p>
              )}
            </div>
            <div className="flex items-center gap-2">
              <Badge variant="outline">{group.source === "shipped" ? "Shipped" : "Moderator"}</Badge>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${group.terms.join(", ")}`}
                onClick={() => setEditing(group)}
              >
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete ${group.terms.join(", ")}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(group.id, {
                    onSuccess: () =>
                      toast({ title: "Synonyms deleted", description: group.terms.join(", ") }),
                    onError: (error) =>
                      toast({
                        variant: "destructive",
                        title: "Synonyms not deleted",
                        description: errorMessage(error),
                      }),
                  })
                }
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <SynonymGroupDialog
        key={isAdding ? "new" : "closed"}
        open={isAdding}
        onOpenChange={setAdding}
        title="Add synonyms"
        description="A search for any of these words finds notices with the others too."
      />
      {editing && (
        <SynonymGroupDialog
          key={editing.id}
          open
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
          title="Change synonyms"
          description="A search for any of these words finds notices with the others too."
          group={editing}
        />
      )}
    </details>
  );
}
