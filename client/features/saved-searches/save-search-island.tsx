import { openIsland, type IslandDialogProps } from "@/components/island";
import { SaveSearchDialog, type SearchToSave } from "./save-search-dialog";

/**
 * Opens the save-search dialog of this button, an island of its own (components/island.tsx), for the search the
 * button names (`data-search`, the page's search as JSON): a search changed since is a new island.
 */
export function openSaveSearch(trigger: HTMLElement): void {
  const named = trigger.dataset.search ?? "{}";
  const search = JSON.parse(named) as SearchToSave;
  openIsland(
    trigger,
    "save-search",
    (props: IslandDialogProps) => <SaveSearchDialog search={search} {...props} />,
    named,
  );
}
