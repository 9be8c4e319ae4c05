import { CircleX } from "lucide-react";
import { MessageCard } from "@/components/message-card";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /payment-cancel (product-spec.md §2): nothing was charged; the notice stands without featuring. */
export function PaymentCancelPage() {
  return (
    <MessageCard icon={CircleX} title="Payment Cancelled">
      <p className="text-muted-foreground">
        Your notice has been posted without featuring and is awaiting email verification.
      </p>
      <p className="text-muted-foreground">You can feature it later from the email confirmation.</p>
    </MessageCard>
  );
}

export const page = definePage({
  name: "paymentCancel",
  path: "/payment-cancel",
  kind: "action",
  head: plainHead("Payment Cancelled"),
  component: PaymentCancelPage,
});
