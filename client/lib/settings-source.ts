import { useEffect, useSyncExternalStore } from "react";
import type { PublicSettings } from "@common/settings-schemas";
import { api, call } from "./api";

/**
 * GET /api/settings, fetched at most once per visit in the browser (they do not change while the server runs), for
 * the page's query cache (lib/page-queries.ts settingsQuery) and for the dialogs drawn as islands, which carry no query
 * cache (components/island.tsx), alike. Until it answers, payments count as off and the usual wait as unknown, so a
 * route to featuring never appears and then fails.
 */
const UNKNOWN: PublicSettings = { paymentsEnabled: false, usualWaitHours: null };

let known: PublicSettings = UNKNOWN;
let loading: Promise<PublicSettings> | null = null;
const watchers = new Set<() => void>();

/** The settings, from the one fetch of this visit (a failed fetch is tried again by the next caller). */
export function loadSettings(): Promise<PublicSettings> {
  loading ??= call(api.GET("/api/settings")).then(
    (settings) => {
      known = settings;
      watchers.forEach((watcher) => watcher());
      return settings;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const watch = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};

/** The settings as known now, loading them on first use. */
export function usePublicSettings(): PublicSettings {
  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);
  return useSyncExternalStore(
    watch,
    () => known,
    () => UNKNOWN,
  );
}
