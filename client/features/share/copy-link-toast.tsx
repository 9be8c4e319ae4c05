import { toast } from "@/components/ui/use-toast";
import { showToastsOnSleepingPage } from "@/components/island";

/** Says whether "Copy link" copied (copy-link.ts): the toast of the page, or of an island of its own while it sleeps. */
export async function toastCopied(copied: Promise<void>, url: string): Promise<void> {
  showToastsOnSleepingPage();
  try {
    await copied;
    toast({ title: "Link copied", description: "Paste it wherever you like to share this notice." });
  } catch {
    toast({ title: "Could not copy the link", description: url, variant: "destructive" });
  }
}
