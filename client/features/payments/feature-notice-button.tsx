import { lazy, Suspense, useState } from "react";
import { useSearch } from "wouter";
import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The dialog loads on the first press (or at once for `?feature=1`), so a notice page does not carry it. */
const FeatureDialog = lazy(() => import("./feature-dialog").then((m) => ({ default: m.FeatureDialog })));

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
  const [wanted, setWanted] = useState(open);

  if (notice.isFeatured || notice.category === "discussion") return null;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Star aria-hidden="true" />
        Feature this notice
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FeatureDialog notice={notice} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
