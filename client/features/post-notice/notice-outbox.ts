import { ApiError } from "@/lib/api-client";
import { api, call, formBody } from "@/lib/api";
import { announce, forgetNotice, keptNotices } from "./notice-outbox-store";
import { toNoticeFormData } from "./notice-form-data";

/**
 * Sends the notices written without signal (notice-outbox-store.ts) when the signal is back: from the service worker
 * by Background Sync where the browser has it (even with no page of the board open, service-worker/sw.ts), and from the
 * page on the `online` event or at the next page load with signal (kept-notices-status.tsx). A notice leaves the store only once the server has
 * answered for it.
 */

/** A failure of the network rather than an answer of the server: the notice waits for signal. */
export const isNoSignal = (error: unknown) => !(error instanceof ApiError);

let sending: Promise<SendResult> | undefined;

export interface SendResult {
  sent: number;
  /** Notices the server refused (its message each): they cannot be sent as they are. */
  refused: string[];
}

/**
 * Sends the kept notices, oldest first, one sender at a time; stops at the first that meets no signal. The page (on
 * `online`) and the service worker (Background Sync) may both try at once: a Web Lock shared by every page and the
 * worker lets one send while the other waits, then finds the store empty, so no notice is posted twice.
 */
export function sendKeptNotices(): Promise<SendResult> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  sending ??= (async () => (locks ? await locks.request(SEND_LOCK, sendEach) : sendEach()))().finally(() => {
    sending = undefined;
    announce();
  });
  return sending;
}

const SEND_LOCK = "noticeboard-send-kept-notices";

async function sendEach(): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: [] };
  const kept = await keptNotices();
  for (const notice of kept) {
    try {
      await call(api.POST("/api/notices", { body: formBody(toNoticeFormData(notice)) }));
      result.sent += 1;
    } catch (error) {
      // No signal, a server in trouble or too busy: the notice waits for the next try.
      if (isNoSignal(error) || (error as ApiError).status >= 500 || (error as ApiError).status === 429) break;
      result.refused.push(`${notice.values.title}: ${(error as ApiError).serverMessage}`);
    }
    await forgetNotice(notice.id!);
  }
  return result;
}
