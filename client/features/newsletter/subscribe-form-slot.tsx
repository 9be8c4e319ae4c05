import { ISLAND_OPENERS } from "@/islands";
import { IslandSlot } from "@/components/island-slot";
import { DeferredSubscribeForm } from "./deferred-subscribe-form";
import type { SubscribeFormProps } from "./subscribe-form-frame";

/**
 * The newsletter form of the footer and of a category page: an island drawn in place (components/island-slot.tsx,
 * subscribe-form-island.tsx), so typing an address on a sleeping page wakes the form alone. Its props go to the island
 * as JSON; another town or category draws a fresh form.
 */
export function SubscribeFormSlot(props: SubscribeFormProps) {
  const json = JSON.stringify(props);
  return (
    <IslandSlot
      name="subscribe-form"
      about={json}
      open={ISLAND_OPENERS["subscribe-form"]}
      data={{ "data-subscribe-form": json }}
    >
      <DeferredSubscribeForm {...props} />
    </IslandSlot>
  );
}
