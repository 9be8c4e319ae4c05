import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SynonymGroup } from "@common/synonym-schemas";
import { Toaster } from "@/components/ui/toaster";
import { interceptApi } from "@/test/intercept-api";
import { renderWithQueries } from "@/test/render-with-queries";
import { SynonymGroupDialog } from "./synonym-group-dialog";
import { SynonymsPanel } from "./synonyms-panel";

let groups: SynonymGroup[] = [{ id: 7, terms: ["sofa", "settee"], narrower: [], source: "shipped" }];
let refusal: { status: number; json: unknown } | null = null;
const api = interceptApi(({ method, path, body }) => {
  if (method === "GET")
    return { json: path.startsWith("/api/admin/synonym-proposals") ? { proposals: [] } : { groups } };
  if (refusal) return refusal;
  const saved = {
    id: 7,
    source: "moderator" as const,
    ...(body as Pick<SynonymGroup, "terms" | "narrower">),
  };
  groups = [saved];
  return { status: method === "POST" ? 201 : 200, json: saved };
});
const saves = () => api.sent.filter((r) => r.method !== "GET");
afterEach(() => {
  cleanup();
  api.sent.length = 0;
  refusal = null;
  groups = [{ id: 7, terms: ["sofa", "settee"], narrower: [], source: "shipped" }];
});
afterAll(api.stop);

function openNewGroup(fixedTerm?: string) {
  const closed: boolean[] = [];
  renderWithQueries(
    <>
      <SynonymGroupDialog
        open
        onOpenChange={(open) => closed.push(open)}
        title="Add synonyms"
        description="A search for any of these words finds notices with the others too."
        fixedTerm={fixedTerm}
      />
      <Toaster />
    </>,
  );
  return { closed, dialog: screen.getByRole("dialog", { name: "Add synonyms" }) };
}

const many = (n: number, stem: string) => Array.from({ length: n }, (_, i) => `${stem}${i}`).join(", ");

describe("the synonym group dialog", () => {
  it.each([
    ["terms", "no word at all", "Add at least one word", "", ""],
    ["terms", "narrower words only", "Add at least one word", "", "spaniel, labrador"],
    ["terms", "one word", "Add at least two words", "sofa", ""],
    [
      "terms",
      "a word of 61 characters",
      "Each word must have 1 to 60 characters",
      `sofa, ${"x".repeat(61)}`,
      "",
    ],
    ["terms", "31 words", "A group holds at most 30 words", many(31, "word"), ""],
    ["narrower", "51 narrower words", "A group holds at most 50 narrower words", "dog", many(51, "breed")],
  ])(
    "puts the rule on its field (%s, %s: “%s”) and sends nothing",
    async (name, _, message, terms, narrower) => {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      const { dialog } = openNewGroup();
      if (terms) {
        await user.click(within(dialog).getByLabelText("Words that mean the same"));
        await user.paste(terms);
      }
      if (narrower) {
        await user.click(within(dialog).getByLabelText("Narrower words (optional)"));
        await user.paste(narrower);
      }
      await user.click(within(dialog).getByRole("button", { name: "Save" }));

      const field = document.getElementById(`synonym-${name}`)!;
      expect(await within(dialog).findByText(message)).toBeTruthy();
      expect(document.getElementById(`synonym-${name}-error`)?.textContent).toBe(message);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toBe(`synonym-${name}-error synonym-${name}-hint`);
      expect(saves()).toEqual([]);
    },
  );

  it("saves a new group's words trimmed and in lower case, says so, and closes", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { closed, dialog } = openNewGroup();
    await user.type(within(dialog).getByLabelText("Words that mean the same"), "  Settee, SOFA ,, couch ");
    await user.type(within(dialog).getByLabelText("Narrower words (optional)"), "Chesterfield");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(closed).toEqual([false]));
    expect(saves()).toEqual([
      {
        method: "POST",
        path: "/api/admin/synonyms",
        body: { terms: ["settee", "sofa", "couch"], narrower: ["chesterfield"] },
      },
    ]);
    expect(screen.getByText("Synonyms added")).toBeTruthy();
    expect(screen.getByText("settee, sofa, couch")).toBeTruthy();
  });

  it("“Make this mean…”: the search's word counts as the first, so one more word is enough", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { closed, dialog } = openNewGroup("dinghy");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Add at least two words")).toBeTruthy();
    expect(saves()).toEqual([]);

    await user.type(within(dialog).getByLabelText("Words it should mean"), "rowing boat");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(closed).toEqual([false]));
    expect(saves()).toMatchObject([
      {
        method: "POST",
        path: "/api/admin/synonyms",
        body: { terms: ["dinghy", "rowing boat"], narrower: [] },
      },
    ]);
  });

  it("changes a group from the panel's list: PATCH of its words, a toast, the dialog gone and the list updated", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithQueries(
      <>
        <SynonymsPanel />
        <Toaster />
      </>,
    );
    await user.click(screen.getByText("Synonyms", { selector: "summary" }));
    const list = screen.getByRole("list", { name: "Synonym groups" });
    await user.click(await within(list).findByRole("button", { name: "Edit sofa, settee" }));
    const dialog = screen.getByRole("dialog", { name: "Change synonyms" });
    const terms = within(dialog).getByLabelText<HTMLInputElement>("Words that mean the same");
    expect(terms.value).toBe("sofa, settee");
    await user.type(terms, ", couch{Enter}");

    expect(await screen.findByText("Synonyms changed")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(list).findByText("sofa, settee, couch")).toBeTruthy();
    expect(saves()).toEqual([
      {
        method: "PATCH",
        path: "/api/admin/synonyms/7",
        body: { terms: ["sofa", "settee", "couch"], narrower: [] },
      },
    ]);
  });

  it("shows a refusal in a toast and on the field the server names, keeping the words typed", async () => {
    refusal = {
      status: 400,
      json: {
        message: "Each word must have 1 to 60 characters",
        errors: { narrower: "Each word must have 1 to 60 characters" },
      },
    };
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { closed, dialog } = openNewGroup();
    await user.type(within(dialog).getByLabelText("Words that mean the same"), "pram, buggy");
    await user.type(within(dialog).getByLabelText("Narrower words (optional)"), "pushchair");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Synonyms not saved")).toBeTruthy();
    expect(document.getElementById("synonym-narrower-error")?.textContent).toBe(
      "Each word must have 1 to 60 characters",
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>("Words that mean the same").value).toBe(
      "pram, buggy",
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>("Narrower words (optional)").value).toBe(
      "pushchair",
    );
    expect(closed).toEqual([]);
  });

  it("says so when the group was deleted meanwhile (404), and stays open", async () => {
    refusal = { status: 404, json: { message: "Synonym group not found" } };
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const closed: boolean[] = [];
    renderWithQueries(
      <>
        <SynonymGroupDialog
          open
          onOpenChange={(open) => closed.push(open)}
          title="Change synonyms"
          description="A search for any of these words finds notices with the others too."
          group={groups[0]}
        />
        <Toaster />
      </>,
    );
    const terms = screen.getByLabelText<HTMLInputElement>("Words that mean the same");
    await user.type(terms, ", couch");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Synonym group not found")).toBeTruthy();
    expect(screen.getByText("Synonyms not saved")).toBeTruthy();
    expect(terms.value).toBe("sofa, settee, couch");
    expect(saves()).toMatchObject([{ method: "PATCH", path: "/api/admin/synonyms/7" }]);
    expect(closed).toEqual([]);
  });
});
