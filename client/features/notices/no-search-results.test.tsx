import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithQueries } from "@/test/render-with-queries";
import { NoSearchResults } from "./no-search-results";

afterEach(cleanup);

describe("a search that found nothing", () => {
  it("says when the nearest search drops the town read from the words (“bike shrewsbry” → bike, anywhere)", () => {
    renderWithQueries(
      <NoSearchResults
        filters={{ search: "bike shrewsbry" }}
        didYouMean="bike"
        interpreted={{ words: "bike", location: "shrewsbury" }}
      />,
    );
    const link = screen.getByRole("link", { name: "bike" });
    expect(link.parentElement?.textContent).toBe("Did you mean bike (anywhere in Shropshire)?");
    expect(link.getAttribute("href")).toBe("/?search=bike");
  });

  it("keeps a suggestion that keeps the town as it is", () => {
    renderWithQueries(
      <NoSearchResults
        filters={{ search: "bikke shrewsbry" }}
        didYouMean="bike shrewsbury"
        interpreted={{ words: "bikke", location: "shrewsbury" }}
      />,
    );
    const link = screen.getByRole("link", { name: "bike shrewsbury" });
    expect(link.parentElement?.textContent).toBe("Did you mean bike shrewsbury?");
  });
});
