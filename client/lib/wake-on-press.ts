/**
 * A server-rendered public page before its script (issue 38; docs/decisions/0020-wake-on-press.md). The page arrives
 * finished and works as HTML: links are links, search, filters and the newsletter are forms. React's runtime and the
 * page's code are fetched only when the visitor first reaches for the page — a mouse over a control, a press, a tap, a
 * key, a focus — and the page is hydrated then ("woken"). A phone or a desktop that only reads downloads none of it, and
 * nothing but the HTML and its stylesheet is on the way to the first paint.
 *
 * A press that arrives before the page is awake would be lost: a button whose work is script (a dialog's "Post a notice",
 * "Contact", "Report", "Share") does nothing as HTML. The last such press, and a submit of a form that has no address of
 * its own (it only works with script), are held and made again once hydration has committed. Anything that works as
 * HTML (a link, a form with an action, a checkbox, text typed into a box) is left to the browser.
 */

/**
 * What wakes a page: the first sign that the visitor reaches for it — a mouse or pen moving over a control whose work is
 * script or a box (REACHED_FOR), or pressing, a tap (its click), a key, a focus. A finger that only scrolls wakes
 * nothing, nor does a mouse moving over the page's text and links: reading costs a phone or a desktop no script.
 */
const WAKE_EVENTS = ["pointermove", "pointerdown", "click", "keydown", "focusin"] as const;

const isFinger = (event: Event) =>
  typeof PointerEvent !== "undefined" && event instanceof PointerEvent && event.pointerType === "touch";

/**
 * The browser's own "move" as a page loads under a resting mouse (Chromium sends one, at no distance, to set hover
 * states): nobody moved, so it wakes nothing.
 */
const isStill = (event: Event) =>
  event.type === "pointermove" &&
  event instanceof MouseEvent &&
  event.movementX === 0 &&
  event.movementY === 0;

/** A tap on a link leaves the page: nothing to wake for. */
const followsLink = (event: Event) =>
  event.type === "click" && event.target instanceof Element && event.target.closest("a[href]") !== null;

/** A control whose work is script (a button outside any form, a `type="button"`, an ARIA widget's trigger). */
const SCRIPTED_CONTROL =
  "button, [role='button'], [role='combobox'], [role='tab'], [role='switch'], [role='menuitem']";
/** What a mouse moving over reaches for: a control whose work is script, or a box to type or choose in. */
const REACHED_FOR = `${SCRIPTED_CONTROL}, input, select, textarea`;

/**
 * A mouse or pen moving over the page's text, its pictures or a link: the visitor reads or is about to leave, and a
 * press, key or focus still wakes the page should they reach for it after all.
 */
const onlyPassesOver = (event: Event) =>
  event.type === "pointermove" &&
  !(
    event.target instanceof Element &&
    event.target.closest(REACHED_FOR) !== null &&
    event.target.closest("a[href]") === null
  );

/**
 * Islands (docs/decisions/0022-dialog-islands.md): a part drawn in a React root of its own. Its trigger is marked
 * `data-island="{name}"` and its root's element `data-island-root`: a press, key or focus on either wakes nothing, and a
 * press on the trigger while the page sleeps opens the island by the opener boot.ts gave for its name.
 */
export const ISLAND_TRIGGER = "data-island";
export const ISLAND_ROOT = "data-island-root";
/**
 * An island drawn in place (the comment form: `features/comments/comment-form-slot.tsx`, and `drawIslandSlot` in
 * `components/island.tsx`): the server's HTML of a part of the page, which a focus, a press or a key inside hydrates on
 * its own, by the opener of its name (`data-island-slot="{name}"`). Its element is an island's root too: nothing inside
 * it wakes the page.
 */
export const ISLAND_SLOT = "data-island-slot";
/** Marks an island's slot once its root has taken it over (components/island.tsx, drawIslandSlot). */
export const ISLAND_DRAWN = "data-island-drawn";
/**
 * A form or button the sleeping page answers itself, without React (the lists' search and "Shuffle Featured":
 * features/notices/search-asleep.ts): what happens in it wakes nothing, and its presses and submits are its own, until
 * the page is woken.
 */
export const ANSWERS_ASLEEP = "data-answers-asleep";
/** The featured notices' "Shuffle Featured", which a sleeping list answers (features/notices/search-asleep.ts). */
export const SHUFFLE_FEATURED = "data-shuffle-featured";
export type IslandOpeners = Record<string, (trigger: HTMLElement) => void>;

const inIsland = (event: Event) =>
  event.target instanceof Element &&
  event.target.closest(`[${ISLAND_TRIGGER}], [${ISLAND_ROOT}], [${ANSWERS_ASLEEP}]`) !== null;

/** A press or submit that a part answers itself: an island's root, or a form the sleeping page answers. */
const answeredBy = (target: Element | null) =>
  target?.closest(woken ? `[${ISLAND_ROOT}]` : `[${ISLAND_ROOT}], [${ANSWERS_ASLEEP}]`) != null;

interface Held {
  press: HTMLElement | null;
  submit: HTMLFormElement | null;
  /** The button that submitted it, if any: pressed again rather than the form submitted, once it hydrates. */
  submitter: HTMLElement | null;
}

const NOTHING_HELD: Held = { press: null, submit: null, submitter: null };
let held: Held = NOTHING_HELD;
/** The text boxes of the page as it slept, until hydration takes each over. */
const asleep = new WeakSet<Element>();
let holding = false;
let woken = false;
let doc: Document | null = null;
let openers: IslandOpeners = {};

function holdPress(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const trigger = target?.closest<HTMLElement>(`[${ISLAND_TRIGGER}]`);
  if (trigger) return openers[trigger.getAttribute(ISLAND_TRIGGER) ?? ""]?.(trigger);
  if (answeredBy(target)) return;
  const control = target?.closest<HTMLElement>(SCRIPTED_CONTROL);
  if (!control || control.closest("a[href]")) return;
  // A control marked for early presses takes its own (lib/early-presses.ts).
  if (control.closest("[data-early-press]")) return;
  // A form's submit button works as HTML when its form has an address; otherwise its submit event is held below.
  if (control instanceof HTMLButtonElement && control.form && control.type !== "button") return;
  held = { ...held, press: control };
}

function holdSubmit(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute("action") || answeredBy(form)) return;
  event.preventDefault();
  held = { ...held, submit: form, submitter: event instanceof SubmitEvent ? event.submitter : null };
}

/**
 * Called once, at the start of a server-rendered page: holds presses and calls `wake` at the first of WAKE_EVENTS (or
 * when the answered function is called: a page with work waiting, such as a notice kept without signal, wakes at once).
 * Until the page's own script answers presses (stopHolding), a press on an island's trigger opens it by `islands`.
 */
export function sleepUntilPressed(
  wake: () => void,
  islands: IslandOpeners = {},
  on: Document = document,
): () => void {
  doc = on;
  openers = islands;
  holding = true;
  held = NOTHING_HELD;
  woken = false;
  on.addEventListener("click", holdPress, true);
  on.addEventListener("submit", holdSubmit, true);
  const start = (event?: Event) => {
    if (event && !woken) openSlotOf(event);
    if (
      woken ||
      (event &&
        (isFinger(event) || isStill(event) || onlyPassesOver(event) || followsLink(event) || inIsland(event)))
    )
      return;
    woken = true;
    for (const type of WAKE_EVENTS) on.removeEventListener(type, start, true);
    wake();
  };
  for (const type of WAKE_EVENTS) on.addEventListener(type, start, { capture: true, passive: true });
  return start;
}

/** The events that hydrate an island drawn in place: the visitor's hand on it, not a mouse passing over. */
const SLOT_EVENTS = new Set(["focusin", "pointerdown", "keydown"]);

function openSlotOf(event: Event): void {
  if (!SLOT_EVENTS.has(event.type) || !(event.target instanceof Element)) return;
  const slot = event.target.closest<HTMLElement>(`[${ISLAND_SLOT}]`);
  if (slot) openers[slot.getAttribute(ISLAND_SLOT) ?? ""]?.(slot);
}

/** Called just before hydration starts: from then on React answers presses itself (and replays those mid-hydration). */
export function stopHolding(): void {
  holding = false;
  // The server's text boxes, which hydration is about to take over (keepTyped).
  doc?.querySelectorAll("input, textarea").forEach((box) => asleep.add(box));
  doc?.removeEventListener("click", holdPress, true);
  doc?.removeEventListener("submit", holdSubmit, true);
}

/**
 * Called once the page's root has hydrated: the held press and submit are made again, unless a Button made them. A
 * Button may sit in a part that hydrates later (a Suspense boundary whose code is still on its way), where a click now
 * would be lost: each Button takes its own held press, or the submit it made, when it hydrates (pressIfHeld,
 * components/ui/button.tsx).
 */
export function replayHeld(): void {
  const { press, submit, submitter } = held;
  const buttons = [press, submitter].filter((element) => element?.matches(BUTTON));
  held = {
    press: press && buttons.includes(press) ? press : null,
    submit: submitter && buttons.includes(submitter) ? submit : null,
    submitter: submitter && buttons.includes(submitter) ? submitter : null,
  };
  if (holding) stopHolding();
  if (press?.isConnected && !held.press) press.click();
  if (submit?.isConnected && !held.submit) submit.requestSubmit();
}

/** The board's Button (components/ui/button.tsx) marks itself so. */
const BUTTON = "[data-slot='button']";

/** A Button's element, as it hydrates: if it was the press held while the page slept, it is pressed again now. */
export function pressIfHeld(element: HTMLElement | null): void {
  if (!element || (element !== held.press && element !== held.submitter)) return;
  held = element === held.press ? { ...held, press: null } : { ...held, submit: null, submitter: null };
  // After the commit that attached it, so its handlers are React's; a submit button submits its form again.
  setTimeout(() => element.isConnected && element.click(), 0);
}

/** The islands drawn in place whose code has taken over their form (slotReady). */
const readySlots = new WeakSet<Element>();
/** A submit made in an island drawn in place before its code took over, by the slot; made again once it has. */
const heldSlotSubmits = new Map<Element, { form: HTMLFormElement; submitter: HTMLElement | null }>();
/** How long a held submit waits for its island's code: then the form is posted as HTML, as without script. */
const SLOT_SUBMIT_WAIT_MS = 8_000;

/**
 * Called once, at the start of a server-rendered page: a submit of a form in an island drawn in place (the comment
 * and newsletter forms) whose code has not yet taken it over — awake page or not — is held, not posted as HTML, and
 * made again once the island is ready (slotReady). Should the code not come, the form is posted as HTML after a while.
 */
export function holdSlotSubmits(on: Document = document): void {
  on.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      const slot = form instanceof HTMLFormElement ? form.closest(`[${ISLAND_SLOT}]`) : null;
      if (!slot || !(form instanceof HTMLFormElement) || readySlots.has(slot)) return;
      event.preventDefault();
      heldSlotSubmits.set(slot, { form, submitter: event instanceof SubmitEvent ? event.submitter : null });
      setTimeout(() => {
        if (heldSlotSubmits.get(slot)?.form !== form) return;
        heldSlotSubmits.delete(slot);
        if (form.isConnected) form.submit();
      }, SLOT_SUBMIT_WAIT_MS);
    },
    true,
  );
}

/** Called once an island drawn in place has committed (its handlers are on its form): a submit held for it is made. */
export function slotReady(slot: Element): void {
  readySlots.add(slot);
  const held = heldSlotSubmits.get(slot);
  heldSlotSubmits.delete(slot);
  if (!held?.form.isConnected) return;
  const submitter =
    held.submitter instanceof HTMLButtonElement && held.submitter.isConnected ? held.submitter : null;
  held.form.requestSubmit(submitter);
}

/** Called as an island drawn in place is taken out or drawn afresh: its code must take its form over again. */
export function slotGone(slot: Element): void {
  readySlots.delete(slot);
}

/**
 * Called just before an island drawn in place hydrates (drawIslandSlot, components/island.tsx): what was typed into its
 * boxes while it slept is passed on as the page's own boxes' is (keepTyped).
 */
export function keepTypedIn(container: Element): void {
  container.querySelectorAll("input, textarea").forEach((box) => asleep.add(box));
}

/**
 * A text box's element, as it hydrates: what the visitor typed while the page slept is still in the box (hydration
 * leaves a box's value alone), but the page's state does not know it yet. It is told as a keystroke would tell it: the
 * value put back through the element's own setter (which React watches) and then the typed text through the native one,
 * so the `input` event that follows is seen as a change.
 */
export function keepTyped(element: HTMLInputElement | HTMLTextAreaElement | null): void {
  // Only a box of the server's page, the first time it is taken over: never one the app drew later.
  if (!element || !asleep.delete(element) || element.value === element.defaultValue) return;
  if (element instanceof HTMLInputElement && !TEXT_TYPES.has(element.type)) return;
  // Once the commit that attached it is over (React ignores events sent during a commit), but before anything else:
  // a press may be what hydrates the box's part (a part still waiting hydrates at once when pressed), and the press's
  // own work — a form's submit — must read what was typed (tests/e2e/dead-ends.spec.ts's search from the 404 page).
  queueMicrotask(() => {
    const typed = element.value;
    if (!element.isConnected || typed === element.defaultValue) return;
    element.value = element.defaultValue;
    // The prototype's setter, with the element as `this`: past React's watch on the element's own.
    Reflect.set(Object.getPrototypeOf(element) as object, "value", typed, element);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "number", "password", ""]);
