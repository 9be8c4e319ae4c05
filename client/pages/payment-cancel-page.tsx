export function PaymentCancelPage() {
  return <div className="container mx-auto px-4 py-8" />;
}
