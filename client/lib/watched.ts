/**
 * A value kept outside React that components watch (the store `useSyncExternalStore` asks for): an island's open
 * state, which toast area shows the toasts, the settings once fetched.
 */
export interface Watched<T> {
  get: () => T;
  set: (next: T) => void;
  watch: (watcher: () => void) => () => void;
}

export function watched<T>(initial: T): Watched<T> {
  let value = initial;
  const watchers = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      watchers.forEach((watcher) => watcher());
    },
    watch: (watcher) => {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  };
}
