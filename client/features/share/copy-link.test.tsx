import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { removeIslands } from "@/components/island";
import { copyNoticeLink } from "./copy-link";

afterEach(() => {
  act(() => removeIslands());
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The button as share-notice.tsx draws it, on a page with no React root (a sleeping page). */
function copyButton(url: string): HTMLElement {
  const button = document.createElement("button");
  button.dataset.island = "copy-link";
  button.dataset.shareUrl = url;
  document.body.append(button);
  return button;
}

/** The browser's clipboard, which copies or refuses (the edge of the outside world). */
function clipboard(refuses = false) {
  const writeText = vi.fn(async (text: string) => {
    if (refuses) throw new DOMException("Write permission denied.", "NotAllowedError");
    void text;
  });
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe("Copy link, an island without a dialog (copy-link.ts)", () => {
  it("copies the notice's link at the press and says so in a toast of its own", async () => {
    const writeText = clipboard();
    const url = "https://noticeboard.example/notice/7/oak-table";
    await act(async () => copyNoticeLink(copyButton(url)));
    // At the press itself, before any of the toast's code has loaded.
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(screen.getByText("Paste it wherever you like to share this notice.")).toBeTruthy();
    expect(document.querySelectorAll('[data-island-root="toasts"]')).toHaveLength(1);
  });

  it("shows the link to copy by hand when the browser refuses", async () => {
    clipboard(true);
    const url = "https://noticeboard.example/notice/8/pine-dresser";
    await act(async () => copyNoticeLink(copyButton(url)));
    expect(await screen.findByText("Could not copy the link")).toBeTruthy();
    expect(screen.getByText(url)).toBeTruthy();
  });
});
