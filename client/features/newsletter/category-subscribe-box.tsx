import { CATEGORY_LABELS, type Category } from "@common/categories";
import { isLocation, LOCATION_LABELS } from "@common/locations";
import { SubscribeFormSlot } from "./subscribe-form-slot";

/** "Get new Jobs in Ludlow by e-mail": the category page's sign-up, with its category and town ticked. */
export function CategorySubscribeBox({ category, location }: { category: Category; location?: string }) {
  const town = location && isLocation(location) && location !== "all_shropshire" ? location : undefined;
  const title = `Get new ${CATEGORY_LABELS[category]} in ${town ? LOCATION_LABELS[town] : "Shropshire"} by e-mail`;
  return (
    <section
      aria-labelledby="category-subscribe-title"
      className="max-w-2xl rounded-lg border bg-muted p-4 sm:p-6"
    >
      <h2 id="category-subscribe-title" className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {/* A new town in the filter starts a fresh form with that town ticked (its slot draws it afresh). */}
      <SubscribeFormSlot
        idPrefix="category-subscribe"
        label={title}
        categories={[category]}
        locations={town ? [town] : []}
      />
    </section>
  );
}
