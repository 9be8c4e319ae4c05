/**
 * A small Stripe-shaped HTTP server on 127.0.0.1 (issue 7) for route tests and the e2e app — not built yet.
 * startFakeStripe({ port }) answers { url, close() }.
 */
export async function startFakeStripe(_options: { port?: number } = {}): Promise<{ url: string; close(): Promise<void> }> {
  return { url: "", close: async () => {} };
}
