import { useEffect } from "react";
import { useSearch } from "wouter";
import { CircleCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { MessageCard } from "@/components/message-card";
import { api, call } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /payment-success (product-spec.md §2): thanks the payer and asks the server to check the session with Stripe. */
export function PaymentSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get("session_id");
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionId) return;
    call(api.GET("/api/payment/success", { params: { query: { session_id: sessionId } } }))
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }))
      .catch((err: unknown) => console.warn("Payment verification failed", err));
  }, [sessionId, queryClient]);

  return (
    <MessageCard icon={CircleCheck} iconClassName="text-green-700" title="Payment Successful!">
      <p className="text-muted-foreground">
        Thank you for your payment. Your notice will be featured and shown in the Featured Notices section.
      </p>
    </MessageCard>
  );
}

export const page = definePage({
  name: "paymentSuccess",
  path: "/payment-success",
  kind: "action",
  head: plainHead("Payment Successful"),
  component: PaymentSuccessPage,
});
