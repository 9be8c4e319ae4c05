import { openIsland, type IslandDialogProps } from "@/components/island";
import { ContactSellerDialog } from "./contact-seller-dialog";

/**
 * Opens the Contact Seller dialog of this "Contact about this notice" button, an island of its own
 * (components/island.tsx): the notice is the one the button names (`data-notice-id`, `data-notice-title`).
 */
export function openContact(trigger: HTMLElement): void {
  const notice = { id: Number(trigger.dataset.noticeId), title: trigger.dataset.noticeTitle ?? "" };
  openIsland(
    trigger,
    "contact",
    (props: IslandDialogProps) => <ContactSellerDialog notice={notice} {...props} />,
    String(notice.id),
  );
}
