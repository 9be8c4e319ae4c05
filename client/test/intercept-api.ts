/**
 * A component test's API: happy-dom hands every request the page makes to `answer`, which names the JSON answer (the
 * server is not running). The requests are kept, in order, for the test to read.
 */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

interface HappyDomWindow {
  happyDOM: { settings: { fetch: { interceptor: unknown } } };
}

interface Answer {
  status?: number;
  json: unknown;
}

/** `answer` may take its time (a promise): the page waits for it, as for a slow server. */
export function interceptApi(answer: (request: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  const settings = (window as unknown as HappyDomWindow).happyDOM.settings;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: Request }) => {
      const text = await request.clone().text();
      const url = new URL(request.url);
      const one = {
        method: request.method,
        path: url.pathname + url.search,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      sent.push(one);
      const { status = 200, json } = await answer(one);
      return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
    },
  };
  return { sent, stop: () => void (settings.fetch.interceptor = null) };
}
