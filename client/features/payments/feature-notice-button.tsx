import { useState } from "react";
import { useSearch } from "wouter";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FeatureDialog } from "./feature-dialog";

/**
 * "Feature this notice" (product-spec.md §2, Notice detail): shown when the notice is not featured and not a discussion.
 * `?feature=1` (the link in the "your notice is live" mail) opens the dialog at once.
 */
export function FeatureNoticeButton({
  notice,
}: {
  notice: { id: number; title: string; category: string; isFeatured: boolean };
}) {
  const search = useSearch();
  const [open, setOpen] = useState(() => new URLSearchParams(search).get("feature") === "1");

  if (notice.isFeatured || notice.category === "discussion") return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Star aria-hidden="true" />
        Feature this notice
      </Button>
      <FeatureDialog notice={notice} open={open} onOpenChange={setOpen} />
    </>
  );
}
