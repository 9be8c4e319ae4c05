import { SEARCH_TAB_TTL_MS } from "@common/search-follow-limits";
import type { SearchFollowInput } from "@common/search-follow-schemas";
import { api } from "@/lib/api";

/**
 * Learning from searches (issue 39), the browser's half: this tab's id and its last search that found nothing, kept in
 * sessionStorage (never a cookie: it stays in this tab and ends with it) and dropped after 30 minutes without a search.
 * When a result of a later search is opened, the pair is sent once; the server keeps only how many tabs sent it.
 */
const KEY = "nb-search-tab";

interface TabState {
  id: string;
  /** When this tab last searched (epoch ms). */
  at: number;
  missed?: string;
  /** Pairs already sent from this tab ("missed\nopened"). */
  sent: string[];
}

const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

function readTab(now: number): TabState {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as TabState | null;
    if (kept && now - kept.at < SEARCH_TAB_TTL_MS) return kept;
    // Thirty minutes without a search: the tab's id and its missed search are dropped.
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused or garbled: start afresh.
  }
  return { id: newId(), at: now, sent: [] };
}

function saveTab(state: TabState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Private browsing without storage: nothing is learned from this tab.
  }
}

const words = (search: string) => search.trim().toLowerCase().replace(/\s+/g, " ");

/** A search's answer arrived: remember it when it found nothing. */
export function noteSearchAnswer(search: string, found: boolean): void {
  const now = Date.now();
  const state = readTab(now);
  saveTab({ ...state, at: now, ...(found ? {} : { missed: words(search) }) });
}

/** The pair to send when a result of `search` is opened, once per tab; undefined when there is none. */
export function followOf(search: string, now = Date.now()): SearchFollowInput | undefined {
  const state = readTab(now);
  const opened = words(search);
  if (!state.missed || !opened || state.missed === opened) return undefined;
  const pair = `${state.missed}\n${opened}`;
  if (state.sent.includes(pair)) return undefined;
  saveTab({ ...state, at: now, sent: [...state.sent, pair] });
  return { tab: state.id, missed: state.missed, opened };
}

/**
 * A result of `search` was opened: send the pair, if any (a failure loses one count, nothing else). Sent to outlive the
 * page: a result opened before the page woke is a link followed, and the page unloads.
 */
export function noteResultOpened(search: string): void {
  const follow = followOf(search);
  if (follow) void api.POST("/api/search-follows", { body: follow, keepalive: true }).catch(() => undefined);
}

let listening = false;

/**
 * Called once when a page loads (boot.ts), before it has woken: notes the answer of the search the page shows (its list
 * section's `data-search` and `data-found`, as the server rendered them), and from then on, awake or not, notes a
 * result of a search opened from its list (`data-search-results`).
 */
export function noteSearchedPage(doc: Document = document): void {
  const shown = doc.querySelector<HTMLElement>("[data-search][data-found]");
  if (shown?.dataset.search) noteSearchAnswer(shown.dataset.search, shown.dataset.found === "true");
  if (listening) return;
  listening = true;
  doc.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const search = link?.closest("[data-search-results]")?.closest<HTMLElement>("[data-search]")
        ?.dataset.search;
      if (search) noteResultOpened(search);
    },
    true,
  );
}
