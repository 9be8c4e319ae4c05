import { expect, type Page } from "@playwright/test";

export interface FocusStop {
  element: string;
  /** Contrast of the indicator's outer edge against what surrounds the element; 0 when there is no indicator. */
  ratio: number;
  indicator: string;
  /** Tells this element from the others the walk has reached (focus coming back to one ends the walk). */
  key: string;
}

/**
 * Reads the focused element's focus indicator (outline, or the outermost ring of its box-shadow) and its contrast
 * against the nearest opaque background around it (WCAG 2.2 2.4.11/2.4.13 ask for 3:1).
 */
function readFocusStop(): FocusStop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const rgb = value.match(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+))?\)/);
    if (rgb) return [+rgb[1], +rgb[2], +rgb[3], rgb[4] === undefined ? 1 : +rgb[4]];
    const srgb = value.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/);
    if (srgb) return [+srgb[1] * 255, +srgb[2] * 255, +srgb[3] * 255, srgb[4] === undefined ? 1 : +srgb[4]];
    return null;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const indicatorOf = (node: HTMLElement): string | null => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) return style.outlineColor;
    if (style.boxShadow === "none") return null;
    // "rgb(…) 0px 0px 0px 2px, rgb(…) 0px 0px 0px 4px": the ring with the largest spread is the outer edge.
    let found: string | null = null;
    let spread = 0;
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/).map((s) => s.trim())) {
      if (shadow.includes("inset")) continue;
      const colour = shadow.match(/^(rgba?\([^)]*\)|color\([^)]*\))/)?.[1];
      const lengths = shadow
        .replace(/^(rgba?\([^)]*\)|color\([^)]*\))/, "")
        .trim()
        .split(/\s+/);
      const s = parseFloat(lengths[3] ?? "0");
      if (colour && s > spread && (parse(colour)?.[3] ?? 0) > 0.5) {
        spread = s;
        found = colour;
      }
    }
    return found;
  };
  // A card whose whole box is the link draws the ring on the card (focus-within): look a few levels up.
  let ringed: HTMLElement = el;
  let indicator = indicatorOf(el);
  for (let up = 0, node = el.parentElement; !indicator && node && up < 4; up++, node = node.parentElement) {
    indicator = indicatorOf(node);
    if (indicator) ringed = node;
  }
  let surround: Rgba = [255, 255, 255, 1];
  for (let node = ringed.parentElement; node; node = node.parentElement) {
    const bg = parse(getComputedStyle(node).backgroundColor);
    if (bg && bg[3] > 0.5) {
      surround = bg;
      break;
    }
  }
  const colour = indicator ? parse(indicator) : null;
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
  return {
    element: `${el.tagName.toLowerCase()} "${name}"`,
    ratio: colour ? Math.round(contrast(colour, surround) * 100) / 100 : 0,
    indicator: indicator ?? "none",
    key: `${el.tagName}${Array.from(el.parentElement?.children ?? []).indexOf(el)}${el.outerHTML.slice(0, 200)}`,
  };
}

/** The focus indicator of whatever has focus now. */
export async function currentFocusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(readFocusStop);
}

/** Tabs through the page (up to `maxStops`) and expects every stop to show a focus indicator of at least 3:1. */
export async function expectVisibleFocusOnEveryStop(page: Page, maxStops = 60): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press("Tab");
    let stop = await page.evaluate(readFocusStop);
    // A ring is drawn a frame or two after focus moves: give it up to a second before calling it missing.
    for (let wait = 0; stop && stop.ratio < 3 && wait < 10; wait++) {
      await page.waitForTimeout(100);
      stop = await page.evaluate(readFocusStop);
    }
    if (!stop) break;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push(stop);
  }
  expect(stops.length, "focusable elements reached").toBeGreaterThan(0);
  const weak = stops.filter((s) => s.ratio < 3).map((s) => `${s.element}: ${s.indicator} (${s.ratio}:1)`);
  expect(weak, "focus indicators under 3:1").toEqual([]);
  return stops;
}
