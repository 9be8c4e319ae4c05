import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { NoticeBrowser } from "./notice-browser";

/** What the server reads from each search's words (server/search: the town, the category, the words each chip keeps). */
const READINGS: Record<string, object> = {
  "jobs in telford": {
    words: "",
    location: "telford",
    category: "jobs",
    withoutLocation: "jobs",
    withoutCategory: "in telford",
  },
  jobs: { words: "", category: "jobs", withoutCategory: "" },
  "in telford": { words: "", location: "telford", withoutLocation: "" },
};

/** The home list at `/?search=…`, its API answered from READINGS; the address is read back from `location`. */
function renderHome(search: string) {
  const location = memoryLocation({ path: `/?search=${encodeURIComponent(search)}`, record: true });
  const api = interceptApi(({ path }) => {
    const url = new URL(path, "http://test");
    const words = url.searchParams.get("search");
    return {
      json: {
        data: [],
        pagination: { page: 1, limit: 8, total: 0, totalPages: 0 },
        ...(words ? { interpreted: READINGS[words] ?? { words } } : {}),
      },
    };
  });
  renderWithQueries(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <NoticeBrowser header={() => null} featuredTitle="Featured" listTitle="Latest notices" />
    </Router>,
  );
  return { location, api };
}

const searchBox = () => screen.findByRole<HTMLInputElement>("searchbox", { name: "Search notices" });
const locationMenu = () => document.getElementById("notice-location");
const activeTab = () =>
  screen.getByRole("navigation", { name: "Browse by category" }).querySelector('[aria-current="page"]');

describe("the chips of a search and the filters are one state (issue 34)", () => {
  it('"jobs in telford": the town and category read from the words show in the Location menu, the tabs and the chips', async () => {
    const { api } = renderHome("jobs in telford");
    await screen.findByRole("button", { name: "Remove filter: in Telford" });
    expect(screen.getByRole("button", { name: "Remove filter: Jobs" })).toBeTruthy();
    expect((await searchBox()).value).toBe("jobs in telford");
    await waitFor(() => expect(locationMenu()?.textContent).toContain("Telford"));
    expect(activeTab()?.textContent).toBe("Jobs");
    api.stop();
  });

  it('removing the town chip of "jobs in telford" keeps "jobs" in the box, the Location menu at All locations', async () => {
    const { location, api } = renderHome("jobs in telford");
    const chip = await screen.findByRole("button", { name: "Remove filter: in Telford" });
    await userEvent.setup().click(chip);
    await waitFor(() => expect(location.history.at(-1)).toBe("/?search=jobs"));
    await waitFor(async () => expect((await searchBox()).value).toBe("jobs"));
    await waitFor(() => expect(locationMenu()?.textContent).toContain("All locations"));
    // "jobs" is still read as the category: its chip and tab stay.
    await screen.findByRole("button", { name: "Remove filter: Jobs" });
    expect(screen.queryByRole("button", { name: "Remove filter: in Telford" })).toBeNull();
    expect(activeTab()?.textContent).toBe("Jobs");
    api.stop();
  });

  it('removing the category chip of "jobs in telford" keeps the town: "in telford" in the box, Telford in the menu', async () => {
    const { location, api } = renderHome("jobs in telford");
    const chip = await screen.findByRole("button", { name: "Remove filter: Jobs" });
    await userEvent.setup().click(chip);
    await waitFor(() => expect(location.history.at(-1)).toBe("/?search=in+telford"));
    await waitFor(async () => expect((await searchBox()).value).toBe("in telford"));
    await screen.findByRole("button", { name: "Remove filter: in Telford" });
    expect(screen.queryByRole("button", { name: "Remove filter: Jobs" })).toBeNull();
    await waitFor(() => expect(locationMenu()?.textContent).toContain("Telford"));
    expect(activeTab()?.textContent).toBe("All");
    api.stop();
  });

  it('another tab replaces the category read from "jobs in telford": the town stays, "jobs" leaves the box', async () => {
    const { location, api } = renderHome("jobs in telford");
    await screen.findByRole("button", { name: "Remove filter: Jobs" });
    const tabs = screen.getByRole("navigation", { name: "Browse by category" });
    const tab = within(tabs).getByRole("link", { name: "Events" });
    await userEvent.setup().click(tab);
    await waitFor(() => expect(location.history.at(-1)).toBe("/category/events?search=in+telford"));
    api.stop();
  });
});
