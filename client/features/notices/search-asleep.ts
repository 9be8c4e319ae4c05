/**
 * The list's search box on a sleeping page (issue 38; docs/decisions/0023-search-asleep.md): the home and category
 * lists' filter form is marked `data-answers-asleep`, and while the page sleeps nothing in it wakes the page. The words
 * typed are searched as on an awake page — after a pause in the typing, at once on Enter, and "Clear search" clears
 * them — but the answer is the server's page for the new address, fetched as HTML and drawn over the page in place
 * (lib/morph.ts): the box keeps its focus and what is typed meanwhile, and none of the app's script is loaded. The
 * address, the title and the data the page will hydrate from follow, so the page wakes later on what it shows. The town
 * and sort menus open their options without React (menu-asleep.ts) and a choice is drawn the same way; a town the words
 * named wakes the page instead, whose script takes it out of the words (the press is kept: lib/early-presses.ts).
 * "Shuffle Featured" draws the page at the same address, rendered with another seed for its featured pick.
 */
import { RENDER_SEED_HEADER, SSR_STATE_ID } from "@common/ssr-contract";
import {
  ANSWERS_ASLEEP,
  ISLAND_DRAWN,
  ISLAND_SLOT,
  SHUFFLE_FEATURED,
  type IslandOpeners,
} from "@/lib/wake-on-press";
import { ALL_LOCATIONS } from "@common/all-locations";
import { listSearchWords } from "@common/list-search-words";
import { markEarlyPress, OPENING_KEYS, takeEarlyPress } from "@/lib/early-presses";
import { BEST_MATCH, nextListAddress, TYPING_PAUSE_MS } from "./list-address";
import { noteSearchedPage } from "./search-tab";

/* Loaded at their first use, not with the page's first script: the drawing at the first answer, the menus' options at
   the first press on one. */
const loadMorph = () => import("@/lib/morph");
let menus: typeof import("./menu-asleep") | undefined;
const loadMenus = () => import("./menu-asleep").then((module) => (menus = module));

/** The address the page's HTML was rendered at: what its hydration must render (boot.ts). */
export interface RenderedAt {
  path: string;
  search: string;
}

/**
 * Answers the sleeping page's search form until the returned function is called (as the page wakes). `rendered` is
 * kept up to date with the address each answer was drawn for; `wake` wakes the page (a menu pressed).
 */
export function searchWhileAsleep(
  islands: IslandOpeners,
  rendered: RenderedAt,
  wake: () => void,
  doc: Document = document,
): () => void {
  const view = doc.defaultView ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  /** Set as the page wakes: a menu whose code comes after that is not opened. */
  let stopped = false;
  /** A menu's button whose options wait for the menus' code (loaded at the first press on a menu). */
  let opening: HTMLElement | null = null;
  /** The words of the last search asked for: typing that does not change them asks nothing. */
  let asked = searchOf(rendered.search);

  const formOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLFormElement>(`form[${ANSWERS_ASLEEP}]`) : null;
  const boxOf = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="search"]');

  /** Draws the page for the list's address with these words (from the address drawn last). */
  const search = (words: string, history: "push" | "replace") => {
    asked = words;
    void go(nextListAddress(rendered.path, rendered.search, { search: words || undefined }), history);
  };

  const go = async (address: string, history: "push" | "replace" | "none", seed?: number) => {
    clearTimeout(timer);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let html: string;
    let morph: Awaited<ReturnType<typeof loadMorph>>;
    try {
      const headers: Record<string, string> = { accept: "text/html" };
      if (seed !== undefined) headers[RENDER_SEED_HEADER] = String(seed);
      const answered = view.fetch(address, { headers, signal: controller.signal });
      [html, morph] = await Promise.all([
        answered.then((answer) =>
          answer.ok ? answer.text() : Promise.reject(new Error(`HTTP ${answer.status}`)),
        ),
        loadMorph(),
      ]);
    } catch {
      // Woken or overtaken meanwhile: nothing to do. Otherwise the browser asks for the page itself (offline, the
      // service worker's saved copy or its offline page answers).
      if (!controller.signal.aborted) view.location.assign(address);
      return;
    }
    if (controller.signal.aborted) return;
    inFlight = null;
    draw(html, address, history, morph.morphChildren);
    // The search the page shows is noted (search-tab.ts): a new one, not the same one drawn again with other featured.
    if (seed === undefined) noteSearchedPage(doc);
  };

  const draw = (
    html: string,
    address: string,
    history: "push" | "replace" | "none",
    morphChildren: (live: Node, next: Node) => void,
  ) => {
    const next = new view.DOMParser().parseFromString(html, "text/html");
    const liveRoot = doc.getElementById("root");
    const nextRoot = next.getElementById("root");
    const liveState = doc.getElementById(SSR_STATE_ID);
    const nextState = next.getElementById(SSR_STATE_ID);
    if (!liveRoot || !nextRoot || !liveState || !nextState) return view.location.assign(address);
    const focused = doc.activeElement;
    const typed = focused instanceof HTMLInputElement ? focused : null;
    const caret = typed ? ([typed.selectionStart, typed.selectionEnd, typed.value] as const) : null;
    morphChildren(liveRoot, nextRoot);
    // An island drawn in place kept its insides: it draws itself afresh if it now stands for something else.
    liveRoot.querySelectorAll<HTMLElement>(`[${ISLAND_SLOT}][${ISLAND_DRAWN}]`).forEach((slot) => {
      islands[slot.getAttribute(ISLAND_SLOT) ?? ""]?.(slot);
    });
    liveState.textContent = nextState.textContent;
    doc.title = next.title;
    if (history === "push") {
      view.history.pushState(null, "", address);
      // Announced as the app's router announces its own (wouter): the service worker is then asked to keep the page
      // for reading offline (features/offline/register-service-worker.ts), as a page the app went to awake is.
      view.dispatchEvent(new Event("pushState"));
    }
    if (history === "replace") view.history.replaceState(view.history.state, "", address);
    const url = new URL(address, view.location.href);
    rendered.path = url.pathname;
    rendered.search = url.search.replace(/^\?/, "");
    // A box the new page drew afresh (its place changed) takes back the focus and what was typed.
    if (typed && caret && !typed.isConnected && typed.id) {
      const box = doc.getElementById(typed.id);
      if (box instanceof HTMLInputElement) {
        box.value = caret[2];
        box.focus();
        box.setSelectionRange(caret[0], caret[1]);
      }
    }
  };

  const onInput = (event: Event) => {
    const form = formOf(event.target);
    if (!form || event.target !== boxOf(form)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const words = boxOf(form)?.value.trim() ?? "";
      if (words !== asked) search(words, "replace");
    }, TYPING_PAUSE_MS);
  };
  const onSubmit = (event: Event) => {
    const form = formOf(event.target);
    if (!form) return;
    event.preventDefault();
    const words = boxOf(form)?.value.trim() ?? "";
    clearTimeout(timer);
    if (words !== asked) search(words, "push");
  };
  const onPress = (event: Event) => {
    if (
      event.type === "click" &&
      event.target instanceof Element &&
      event.target.closest(`[${SHUFFLE_FEATURED}]`)
    )
      return void go(rendered.path + (rendered.search && `?${rendered.search}`), "none", Math.random());
    const form = formOf(event.target);
    if (!form || !(event.target instanceof Element)) return;
    const menu = event.target.closest<HTMLElement>("[role='combobox']");
    if (menu && event.type === "pointerdown") void loadMenus(); // ahead of the click
    if (menu) {
      // Escape before the menus' code has come: the options asked for are not opened after all.
      if (event instanceof KeyboardEvent && event.key === "Escape" && opening === menu) opening = null;
      if (event instanceof KeyboardEvent ? OPENING_KEYS.has(event.key) : event.type === "click") {
        event.preventDefault();
        takeEarlyPress(menu.id); // answered here: the menu must not open again when the page wakes
        // The click of a press that closed the menu's options ends there (a key always opens them).
        if (menus?.closedByThisPress(menu) && event.type === "click") return;
        openMenu(form, menu);
      }
      return;
    }
    if (event.type !== "click") return;
    const clear = event.target.closest('button[aria-label="Clear search"]');
    const box = boxOf(form);
    if (!clear || !box) return;
    box.value = "";
    box.focus();
    search("", "push");
  };
  /**
   * The town or sort menu, opened while the page sleeps (menu-asleep.ts); a choice draws the list for it, as the awake
   * menus' choice does (NoticeBrowser). Woken instead when its options are not drawn, or when the town shown was read
   * from the search's words: choosing another then takes that town out of the words, which the page's script does.
   */
  const openMenu = (form: HTMLFormElement, trigger: HTMLElement) => {
    // At once when the menus' code is here: a key pressed next (Escape) then finds the options open.
    if (menus) return showMenu(menus, form, trigger);
    opening = trigger;
    void loadMenus().then((module) => {
      if (opening !== trigger) return; // Escape was pressed on its button before the code came
      opening = null;
      showMenu(module, form, trigger);
    });
  };
  const showMenu = (
    { noscriptMenu, openMenuAsleep }: NonNullable<typeof menus>,
    form: HTMLFormElement,
    trigger: HTMLElement,
  ) => {
    const key = trigger.id === "notice-location" ? "location" : trigger.id === "notice-sort" ? "sort" : null;
    const menu = key && noscriptMenu(form, key);
    const params = new URLSearchParams(rendered.search);
    const townFromWords =
      key === "location" && !params.has("location") && menu && menu.chosen !== ALL_LOCATIONS;
    if (stopped) return;
    if (!key || !menu || townFromWords) {
      if (trigger.id) markEarlyPress(trigger.id);
      return wake();
    }
    openMenuAsleep(trigger, menu.options, menu.chosen, (value) => {
      const change =
        key === "sort" ? { sort: value === BEST_MATCH ? undefined : value } : { location: value };
      void go(nextListAddress(rendered.path, rendered.search, change), "push");
    });
  };

  // Back (or forward) to an address a search drew: the page is drawn for it, without another history entry.
  const onBack = () => {
    const { pathname, search: query } = view.location;
    if (pathname === rendered.path && query.replace(/^\?/, "") === rendered.search) return; // a #fragment only
    asked = searchOf(query);
    const box = doc.querySelector<HTMLInputElement>(`form[${ANSWERS_ASLEEP}] input[name="search"]`);
    if (box) box.value = asked;
    void go(pathname + query, "none");
  };
  const listeners: [string, EventListener][] = [
    ["input", onInput],
    ["submit", onSubmit],
    ["click", onPress],
    ["pointerdown", onPress],
    ["keydown", onPress],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener);
  view.addEventListener("popstate", onBack);
  return () => {
    stopped = true;
    menus?.closeMenuAsleep();
    clearTimeout(timer);
    inFlight?.abort();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener);
    view.removeEventListener("popstate", onBack);
  };
}

const searchOf = (query: string) => listSearchWords(new URLSearchParams(query)).words;
