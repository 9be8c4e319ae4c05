import { drawIslandSlot } from "@/components/island";
import { DeferredSubscribeForm } from "./deferred-subscribe-form";
import type { SubscribeFormProps } from "./subscribe-form-frame";

/**
 * The newsletter form, an island drawn in place (subscribe-form-slot.tsx): hydrated over the server's form at the
 * visitor's first focus, press or key in it on a sleeping page, at once on an awake one, with the props its slot names.
 */
export function openSubscribeForm(slot: HTMLElement): void {
  const json = slot.dataset.subscribeForm ?? "{}";
  const props = JSON.parse(json) as SubscribeFormProps;
  drawIslandSlot(slot, json, <DeferredSubscribeForm {...props} />);
}
