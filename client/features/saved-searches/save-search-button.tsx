import { BellPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { openIslandOf } from "@/islands";
import type { SearchToSave } from "./save-search-dialog";

interface Props {
  search: SearchToSave;
  /** "Save this search" above the results, "E-mail me when a notice matches" when there are none. */
  label: string;
  variant?: "default" | "outline";
}

/** Opens the save-search form for the search on the page. */
export function SaveSearchButton({ search, label, variant = "outline" }: Props) {
  return (
    <Button
      variant={variant}
      size="sm"
      // The island's trigger (lib/wake-on-press.ts): a press on a sleeping page opens it by boot.ts.
      data-island="save-search"
      data-search={JSON.stringify(search)}
      onClick={(event) => openIslandOf(event.currentTarget)}
    >
      <BellPlus aria-hidden="true" />
      {label}
    </Button>
  );
}
