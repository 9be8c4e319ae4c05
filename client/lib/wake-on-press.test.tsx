import { afterEach, describe, expect, it, vi } from "vitest";
import {
  holdSlotSubmits,
  pressIfHeld,
  replayHeld,
  sleepUntilPressed,
  slotReady,
  stopHolding,
  type IslandOpeners,
} from "./wake-on-press";

/** A slept page's body; the test wakes and replays as boot.ts and main.tsx do. */
function page(html: string, islands: IslandOpeners = {}) {
  document.body.innerHTML = html;
  const wake = vi.fn();
  sleepUntilPressed(wake, islands);
  return wake;
}

afterEach(() => {
  stopHolding();
  replayHeld();
  document.body.innerHTML = "";
});

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe("a server-rendered page sleeps until the visitor reaches for it (issue 38)", () => {
  it("wakes once, at the first key, focus, press or mouse over a control, and not for a finger that only scrolls", () => {
    const wake = page(`<p>Notice</p><input id="q">`);
    document.dispatchEvent(new PointerEvent("pointermove", { pointerType: "touch", bubbles: true }));
    document.dispatchEvent(new PointerEvent("pointerdown", { pointerType: "touch", bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
    // The browser's own move under a resting mouse as the page loads: nobody moved.
    document
      .querySelector("input")!
      .dispatchEvent(new PointerEvent("pointermove", { pointerType: "mouse", bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
    document
      .querySelector("input")!
      .dispatchEvent(new PointerEvent("pointermove", { pointerType: "mouse", bubbles: true, movementX: 3 }));
    expect(wake).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    document.querySelector("input")!.focus();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("does not wake for a tap on a link, which leaves the page", () => {
    const wake = page(`<a href="#next"><span>Next notice</span></a><button type="button">Share</button>`);
    click("span");
    expect(wake).not.toHaveBeenCalled();
    click("button");
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("holds the last press on a control that needs script and makes it again once awake", () => {
    page(`<button type="button" id="post">Post a notice</button><button id="contact">Contact</button>`);
    const pressed: string[] = [];
    click("#contact");
    click("#post");
    // Awake: the page's handlers are on the same elements now.
    for (const id of ["post", "contact"])
      document.getElementById(id)!.addEventListener("click", () => pressed.push(id));
    stopHolding();
    replayHeld();
    expect(pressed).toEqual(["post"]);
  });

  it("leaves to the browser what works as HTML: a form with an address, its submit button, a marked early press", () => {
    page(`<form action="/search" method="get"><input name="q" value="sofa"><button id="go">Search</button></form>
      <button type="button" id="menu" data-early-press>Town</button>`);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    click("#go");
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0][0].defaultPrevented).toBe(true); // by this test's listener, not the held submit
    click("#menu");
    const replayed = vi.fn();
    document.getElementById("menu")!.addEventListener("click", replayed);
    document.querySelector("form")!.addEventListener("submit", replayed);
    stopHolding();
    replayHeld();
    expect(replayed).not.toHaveBeenCalled();
  });

  it("holds the submit of a form that only works with script and submits it once awake, with what was typed", () => {
    page(`<form id="subscribe"><input name="email"><button>Subscribe</button></form>`);
    const form = document.querySelector("form")!;
    const seen: string[] = [];
    const listener = (event: SubmitEvent) => {
      seen.push(`${event.defaultPrevented ? "held" : "sent"} ${String(new FormData(form).get("email"))}`);
      event.preventDefault();
    };
    form.querySelector("input")!.value = "ann@example.org";
    // Registered after the page's own listener, as the browser's default action comes after both.
    form.addEventListener("submit", listener);
    click("button");
    expect(seen).toEqual(["held ann@example.org"]);
    stopHolding();
    replayHeld();
    expect(seen).toEqual(["held ann@example.org", "sent ann@example.org"]);
  });

  it("leaves a Button's held press to the Button, which makes it when it hydrates, even after the page's root", async () => {
    page(`<div id="later"><button data-slot="button" id="report">Report this notice</button></div>`);
    click("#report");
    const pressed = vi.fn();
    const button = document.getElementById("report")!;
    button.addEventListener("click", pressed);
    stopHolding();
    replayHeld();
    expect(pressed).not.toHaveBeenCalled();
    pressIfHeld(document.createElement("button"));
    pressIfHeld(button);
    pressIfHeld(button);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  });

  it("leaves a submit made by a Button to the Button, which submits again when it hydrates", async () => {
    page(`<form id="search"><input name="q"><button data-slot="button" id="go">Search</button></form>`);
    const form = document.querySelector("form")!;
    click("#go");
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submitted);
    stopHolding();
    replayHeld();
    expect(submitted).not.toHaveBeenCalled();
    pressIfHeld(document.getElementById("go"));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it("opens an island at a press on its trigger and wakes nothing for it, its dialog or its keys (issue 38)", () => {
    const opened: string[] = [];
    const wake = page(
      `<button type="button" data-island="post-notice" id="post"><span>Post a Notice</span></button>
      <div data-island-root><input id="title"></div><button type="button" id="share">Share</button>`,
      { "post-notice": (trigger) => opened.push(trigger.id) },
    );
    const post = document.getElementById("post")!;
    post.dispatchEvent(new PointerEvent("pointerdown", { pointerType: "mouse", bubbles: true }));
    post.focus();
    click("#post span");
    expect(opened).toEqual(["post"]);
    const title = document.getElementById("title")!;
    title.focus();
    title.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    title.dispatchEvent(
      new PointerEvent("pointermove", { pointerType: "mouse", bubbles: true, movementX: 4 }),
    );
    expect(wake).not.toHaveBeenCalled();
    // The page's own script answers the trigger once it holds no more presses: the island is not opened twice.
    click("#share");
    expect(wake).toHaveBeenCalledTimes(1);
    stopHolding();
    replayHeld();
    click("#post");
    expect(opened).toEqual(["post"]);
  });

  it("hydrates an island drawn in place at a focus, press or key inside it, not a mouse passing, and wakes nothing", () => {
    const opened: string[] = [];
    const wake = page(
      `<div data-island-slot="comment-form" data-island-root="comment-form" id="slot">
        <form action="/api/notices/7/comments" method="post"><input id="name"><textarea id="content"></textarea></form>
      </div><p id="text">A discussion</p>`,
      { "comment-form": (slot) => opened.push(slot.id) },
    );
    const name = document.getElementById("name")!;
    name.dispatchEvent(
      new PointerEvent("pointermove", { pointerType: "mouse", bubbles: true, movementX: 2 }),
    );
    expect(opened).toEqual([]);
    name.focus();
    expect(opened).toEqual(["slot"]);
    // Each later touch asks again; the island draws itself once (components/island.tsx, drawIslandSlot).
    document
      .getElementById("content")!
      .dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(opened).toEqual(["slot", "slot"]);
    expect(wake).not.toHaveBeenCalled();
    document
      .getElementById("text")!
      .dispatchEvent(new PointerEvent("pointerdown", { pointerType: "mouse", bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("does not wake for a mouse passing over the page's text, pictures and links, only over a control or a box", () => {
    const wake = page(
      `<h1 id="title">Oak table</h1><img id="photo" alt="">
      <a href="/notice/8" id="next"><span>Next</span><button type="button" id="inner">Save</button></a>
      <button type="button" id="report">Report</button>`,
    );
    const move = (id: string) =>
      document
        .getElementById(id)!
        .dispatchEvent(
          new PointerEvent("pointermove", { pointerType: "mouse", bubbles: true, movementX: 5 }),
        );
    for (const id of ["title", "photo", "next", "inner"]) move(id);
    document.dispatchEvent(
      new PointerEvent("pointermove", { pointerType: "mouse", bubbles: true, movementY: 5 }),
    );
    expect(wake).not.toHaveBeenCalled();
    move("report");
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("wakes for a mouse pressed on the page's text (a press reaches for it, as a key does)", () => {
    const wake = page(`<p id="text">Notice</p>`);
    document
      .getElementById("text")!
      .dispatchEvent(new PointerEvent("pointerdown", { pointerType: "mouse", bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("leaves a form the sleeping page answers to its own script: its keys, presses and submit wake and hold nothing", () => {
    const wake = page(
      `<form role="search" method="get" data-answers-asleep=""><input name="search" id="q">
        <button type="button" id="clear" aria-label="Clear search">x</button></form>
      <button type="button" id="post">Post a notice</button>`,
    );
    const submits: boolean[] = [];
    document.addEventListener("submit", (event) => submits.push(event.defaultPrevented));
    const box = document.getElementById("q")!;
    box.focus();
    box.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    click("#clear");
    document.querySelector("form")!.requestSubmit();
    expect(wake).not.toHaveBeenCalled();
    expect(submits).toEqual([false]); // not held: the form's own script takes it
    // Woken by something else: from then on the form's press is held and made again once awake, as any other.
    const pressed: string[] = [];
    click("#post");
    expect(wake).toHaveBeenCalledTimes(1);
    click("#clear");
    document.getElementById("clear")!.addEventListener("click", () => pressed.push("clear"));
    stopHolding();
    replayHeld();
    expect(pressed).toEqual(["clear"]);
  });

  it("holds a submit made in an island drawn in place before its code took the form over, and makes it once it has", () => {
    holdSlotSubmits();
    document.body.innerHTML = `<div data-island-slot="subscribe-form" id="slot">
      <form action="/api/subscribe" method="post"><input name="email" value="a@example.org"><button id="go">Subscribe</button></form></div>`;
    const submits: { prevented: boolean; by: string | undefined }[] = [];
    document.addEventListener("submit", (event) => {
      submits.push({ prevented: event.defaultPrevented, by: event.submitter?.id });
      event.preventDefault(); // the island's own handler, once it is there
    });
    click("#go");
    expect(submits).toEqual([{ prevented: true, by: "go" }]);
    slotReady(document.getElementById("slot")!);
    expect(submits).toEqual([
      { prevented: true, by: "go" },
      { prevented: false, by: "go" },
    ]);
  });
});
