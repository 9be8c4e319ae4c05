import { useEffect, useSyncExternalStore } from "react";
import type { PublicSettings } from "@common/settings-schemas";
import { api, call } from "./api";
import { watched } from "./watched";

/**
 * GET /api/settings, fetched at most once per visit in the browser (they do not change while the server runs), for
 * the page's query cache (lib/page-queries.ts settingsQuery) and for the dialogs drawn as islands, which carry no query
 * cache (components/island.tsx), alike. Until it answers, payments count as off and the usual wait as unknown, so a
 * route to featuring never appears and then fails.
 */
const UNKNOWN: PublicSettings = { paymentsEnabled: false, usualWaitHours: null };

const known = watched(UNKNOWN);
let loading: Promise<PublicSettings> | null = null;

/** The settings, from the one fetch of this visit (a failed fetch is tried again by the next caller). */
export function loadSettings(): Promise<PublicSettings> {
  loading ??= call(api.GET("/api/settings")).then(
    (settings) => {
      known.set(settings);
      return settings;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The settings as known now, loading them on first use. */
export function usePublicSettings(): PublicSettings {
  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);
  return useSyncExternalStore(known.watch, known.get, () => UNKNOWN);
}
