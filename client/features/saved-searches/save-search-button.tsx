import { lazy, Suspense, useState } from "react";
import { BellPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SearchToSave } from "./save-search-dialog";

/** The dialog (and its form code) loads on the first press, so a results page's first paint does not carry it. */
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog").then((m) => ({ default: m.SaveSearchDialog })),
);

interface Props {
  search: SearchToSave;
  /** "Save this search" above the results, "E-mail me when a notice matches" when there are none. */
  label: string;
  variant?: "default" | "outline";
}

/** Opens the save-search form for the search on the page. */
export function SaveSearchButton({ search, label, variant = "outline" }: Props) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing keeps Radix's animation and focus return.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden="true" />
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
