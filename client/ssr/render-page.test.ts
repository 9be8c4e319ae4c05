import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { SsrAnswer } from "@common/ssr-contract";
import renderer from "../entry-server";
import { ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { readSsrState } from "./ssr-state";

const gone: SsrAnswer = { status: 410, body: { message: "This notice has expired", title: "Garden bench" } };

describe("the server renderer mirrors the API's status for a notice", () => {
  it("answers 410 with the expired card when the API answers 410, and the browser gets the same failure", async () => {
    const asked: string[] = [];
    const result = await renderer.renderPage({
      url: "/notice/41/Garden-bench",
      page: { name: "notice", params: { id: "41" } },
      now: Date.parse("2026-06-01T10:00:00Z"),
      seed: 0.5,
      origin: "https://noticeboard.example",
      fetchJson: async (url) => {
        asked.push(url);
        return gone;
      },
    });
    expect(asked).toEqual(["/api/notices/41"]);
    expect(result.status).toBe(410);
    expect(result.html).toContain("This notice has expired");
    expect(result.html).toContain("Garden bench");
    expect(result.stateJson).not.toContain("<");

    const browser = new QueryClient();
    expect(readSsrState(browser, result.stateJson)).toEqual({
      now: Date.parse("2026-06-01T10:00:00Z"),
      seed: 0.5,
      origin: "https://noticeboard.example",
    });
    const error = browser.getQueryState(queryKeys.notices.detail("41"))?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(410);
    expect((error as ApiError).serverMessage).toBe("This notice has expired");
  });
});
