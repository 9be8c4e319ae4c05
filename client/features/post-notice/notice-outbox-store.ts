import type { PostNoticeVariables } from "./use-post-notice-mutation";

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

/** Keeps a notice to send when the signal is back. */
export async function keepNotice(variables: PostNoticeVariables): Promise<void> {
  const kept: KeptNotice = { ...variables, keptAt: Date.now() };
  await inStore("readwrite", (store) => store.add(kept));
  announce();
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
