import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SynonymGroupDialog } from "./synonym-group-dialog";

/** "Make this mean…" on a search that found nothing: the moderator types the words it should find. */
export function MakeThisMeanButton({ query }: { query: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="h-auto p-0"
        aria-label={`Make “${query}” mean…`}
        onClick={() => setOpen(true)}
      >
        Make this mean…
      </Button>
      {open && (
        <SynonymGroupDialog
          open
          onOpenChange={setOpen}
          title={`Make “${query}” mean…`}
          description={`A search for “${query}” will also find notices with the words you type here.`}
          fixedTerm={query}
        />
      )}
    </>
  );
}
