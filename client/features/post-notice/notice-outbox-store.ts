import type { PostNoticeVariables } from "./notice-form-data";

/**
 * Notices written without signal (docs/decisions/0018-offline.md), kept in the browser's IndexedDB, photo included,
 * until notice-outbox.ts has sent them. A kept notice survives a reload and a closed tab. Light on purpose: the site
 * header reads it on every page, and the sender (with the form's schemas) loads only when there is something to send.
 */
const DATABASE = "noticeboard-outbox";
const STORE = "notices";
/** Fired on window when the kept notices change, so every place that shows them looks again. */
export const OUTBOX_CHANGED = "noticeboard-outbox-changed";

export interface KeptNotice extends PostNoticeVariables {
  id?: number;
  keptAt: number;
}

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("the outbox did not open"));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("the outbox failed"));
    });
  } finally {
    db.close();
  }
}

export const announce = () => dispatchEvent(new Event(OUTBOX_CHANGED));

/** The service worker's message to the open pages after it sent kept notices (a SendResult with it). */
export const KEPT_NOTICES_SENT = "kept-notices-sent";

/** The Background Sync tag the service worker sends the kept notices on (service-worker/sw.ts). */
export const SEND_KEPT_NOTICES = "send-kept-notices";

/** Keeps a notice to send when the signal is back, and asks the service worker to send it then (Background Sync). */
export async function keepNotice(variables: PostNoticeVariables): Promise<void> {
  const kept: KeptNotice = { ...variables, keptAt: Date.now() };
  await inStore("readwrite", (store) => store.add(kept));
  announce();
  await askForBackgroundSync();
}

/** Background Sync's part of a worker's registration (Chromium; not in every TypeScript DOM library). */
interface WithBackgroundSync {
  sync?: { register(tag: string): Promise<void> };
}

/** Where the browser has Background Sync (Chromium), the worker sends the notice when the signal is back, page or not. */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration: (ServiceWorkerRegistration & WithBackgroundSync) | undefined =
      await navigator.serviceWorker?.getRegistration();
    await registration?.sync?.register(SEND_KEPT_NOTICES);
  } catch {
    // No worker or no permission: the page sends it on `online` (kept-notices-status.tsx).
  }
}

/** How many notices wait for signal. */
export function countKeptNotices(): Promise<number> {
  return inStore("readonly", (store) => store.count());
}

/** The kept notices, oldest first. */
export function keptNotices(): Promise<KeptNotice[]> {
  return inStore("readonly", (store) => store.getAll() as IDBRequest<KeptNotice[]>);
}

/** Forgets a notice once the server has answered for it. */
export async function forgetNotice(id: number): Promise<void> {
  await inStore("readwrite", (store) => store.delete(id));
}
