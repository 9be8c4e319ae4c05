import { useEffect, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { countKeptNotices, KEPT_NOTICES_SENT, OUTBOX_CHANGED } from "./notice-outbox-store";

/**
 * "Waiting for signal — your notice will be sent", under the site header while a notice written without signal waits
 * (notice-outbox-store.ts); it sends them when the signal is back, and says so as a post with signal does. Nothing is drawn
 * on the server or before the store is read, so hydration sees what the server sent.
 */
export function KeptNoticesStatus() {
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    let live = true;
    const look = () =>
      void countKeptNotices().then(
        (count) => live && setWaiting(count),
        () => live && setWaiting(0),
      );
    const tell = ({ sent, refused }: { sent: number; refused: string[] }) => {
      if (sent > 0) {
        toast({
          title: "Notice Submitted Successfully",
          description: "We've sent you a confirmation email to activate your notice.",
        });
      }
      for (const message of refused)
        toast({ variant: "destructive", title: "Failed to submit notice", description: message });
    };
    const send = async () => {
      if (!navigator.onLine || (await countKeptNotices().catch(() => 0)) === 0) return;
      const { sendKeptNotices } = await import("./notice-outbox");
      tell(await sendKeptNotices());
    };
    // The service worker sent them (Background Sync, service-worker/sw.ts).
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { type?: string; sent?: number; refused?: string[] } | null;
      if (data?.type !== KEPT_NOTICES_SENT) return;
      tell({ sent: data.sent ?? 0, refused: data.refused ?? [] });
      look();
    };
    look();
    void send();
    const sendNow = () => void send();
    addEventListener(OUTBOX_CHANGED, look);
    addEventListener("online", sendNow);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    return () => {
      live = false;
      removeEventListener(OUTBOX_CHANGED, look);
      removeEventListener("online", sendNow);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
  }, []);

  if (waiting === 0) return null;
  return (
    <p
      role="status"
      className="border-t border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      Waiting for signal — your notice will be sent
    </p>
  );
}
