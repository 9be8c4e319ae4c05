import { afterEach, describe, expect, it, vi } from "vitest";
import { CAN_SHARE, markShareSheet, openShareSheet } from "./share-sheet";

afterEach(() => {
  document.documentElement.removeAttribute(CAN_SHARE);
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The button as share-notice.tsx draws it, on a page with no React root (a sleeping page). */
function shareButton(url: string, title: string): HTMLElement {
  const button = document.createElement("button");
  button.dataset.island = "share-sheet";
  button.dataset.shareUrl = url;
  button.dataset.shareTitle = title;
  document.body.append(button);
  return button;
}

describe("Share, the phone's own share sheet (share-sheet.ts)", () => {
  it("marks the page of a browser that has a share sheet, and only that", () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    markShareSheet();
    expect(document.documentElement.hasAttribute(CAN_SHARE)).toBe(false);
    vi.stubGlobal("navigator", { ...navigator, share: vi.fn() });
    markShareSheet();
    expect(document.documentElement.hasAttribute(CAN_SHARE)).toBe(true);
  });

  it("opens the sheet at the press with the notice's title and address, and a sheet closed unshared is no error", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    vi.stubGlobal("navigator", { ...navigator, share });
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    openShareSheet(shareButton("https://noticeboard.example/notice/7/oak-table", "Oak table"));
    expect(share).toHaveBeenCalledWith({
      title: "Oak table",
      url: "https://noticeboard.example/notice/7/oak-table",
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
