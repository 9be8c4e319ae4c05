import { ApiError } from "@/lib/api-client";
import { api, call, formBody } from "@/lib/api";
import { announce, forgetNotice, keptNotices } from "./notice-outbox-store";
import { toNoticeFormData } from "./use-post-notice-mutation";

/**
 * Sends the notices written without signal (notice-outbox-store.ts) when the signal is back: on the `online` event, or
 * at the next page load with signal (kept-notices-status.tsx). A notice leaves the store only once the server has
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

/** Sends the kept notices, oldest first, one sender at a time; stops at the first that meets no signal. */
export function sendKeptNotices(): Promise<SendResult> {
  sending ??= (async () => {
    const result: SendResult = { sent: 0, refused: [] };
    const kept = await keptNotices();
    for (const notice of kept) {
      try {
        await call(api.POST("/api/notices", { body: formBody(toNoticeFormData(notice)) }));
        result.sent += 1;
      } catch (error) {
        // No signal, a server in trouble or too busy: the notice waits for the next try.
        if (isNoSignal(error) || (error as ApiError).status >= 500 || (error as ApiError).status === 429)
          break;
        result.refused.push(`${notice.values.title}: ${(error as ApiError).serverMessage}`);
      }
      await forgetNotice(notice.id!);
    }
    return result;
  })().finally(() => {
    sending = undefined;
    announce();
  });
  return sending;
}
