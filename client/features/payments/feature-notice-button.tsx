import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import { Star } from "lucide-react";
import { canOfferFeaturing } from "@common/tiers";
import { Button } from "@/components/ui/button";
import { useSettings } from "@/features/settings/use-settings-query";
import { openIslandOf, openIslandOnce } from "@/islands";

type FeaturableNotice = Parameters<typeof canOfferFeaturing>[0] & { id: number; title: string };

/**
 * "Feature this notice" (product-spec.md §2, Notice detail): shown when the notice is not featured and not a discussion,
 * only on a live notice, and only when this server takes payments. Its dialog is an island of its own
 * (feature-island.tsx), loaded on the first press. `?feature=1` (the link in the "your notice is live" mail) opens it
 * at once: boot.ts does on a sleeping page, this button on a page drawn awake.
 */
export function FeatureNoticeButton({ notice }: { notice: FeaturableNotice }) {
  const search = useSearch();
  const { paymentsEnabled } = useSettings();
  const button = useRef<HTMLButtonElement>(null);
  const offered = paymentsEnabled && canOfferFeaturing(notice);
  const askedAtOnce = new URLSearchParams(search).get("feature") === "1";

  useEffect(() => {
    if (offered && askedAtOnce && button.current) openIslandOnce(button.current);
  }, [offered, askedAtOnce, notice.id]);

  if (!offered) return null;
  return (
    <Button
      ref={button}
      variant="outline"
      // The dialog needs the script: without it the button is not offered (client/index.html).
      data-js-only
      // The island's trigger (lib/wake-on-press.ts): a press on a sleeping page opens it by boot.ts.
      data-island="feature-notice"
      data-notice-id={notice.id}
      data-notice-title={notice.title}
      data-notice-category={notice.category}
      onClick={(event) => openIslandOf(event.currentTarget)}
    >
      <Star aria-hidden="true" />
      Feature this notice
    </Button>
  );
}
