import { Link } from "wouter";
import { CircleX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /payment-cancel (product-spec.md §2): nothing was charged; the notice stands without featuring. */
export function PaymentCancelPage() {
  return (
    <div className="flex w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6 text-center">
          <CircleX className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Payment Cancelled</h1>
          <p className="text-muted-foreground">
            Your notice has been posted without featuring and is awaiting email verification.
          </p>
          <p className="text-muted-foreground">You can feature it later from the email confirmation.</p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export const page = definePage({
  name: "paymentCancel",
  path: "/payment-cancel",
  kind: "action",
  head: plainHead("Payment Cancelled"),
  component: PaymentCancelPage,
});
