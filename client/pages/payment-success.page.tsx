import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { CircleCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
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
    <div className="flex w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 text-center">
          <CircleCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Payment Successful!</h1>
          <p className="text-muted-foreground">
            Thank you for your payment. Your notice will be featured and shown in the Featured Notices
            section.
          </p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export const page = definePage({
  name: "paymentSuccess",
  path: "/payment-success",
  kind: "action",
  head: plainHead("Payment Successful"),
  component: PaymentSuccessPage,
});
