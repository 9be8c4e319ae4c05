import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Field } from "./field";
import { Input } from "./input";

/** The ids an element's aria-describedby names, and their texts, as a screen reader reads them. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("Field", () => {
  it("names its control by its label and describes it by its hint while it has no error", () => {
    render(
      <Field id="town" label="Town" description="Where the item can be collected.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Town");
    expect(input.id).toBe("town");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(description(input)).toEqual(["Where the item can be collected."]);
  });

  it("marks its control invalid and reads its error first, then its hint", () => {
    render(
      <Field
        id="town"
        label="Town"
        description="Where the item can be collected."
        error="Please choose a town"
      >
        <Input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Town" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toEqual(["Please choose a town", "Where the item can be collected."]);
    expect(screen.getByText("Please choose a town").id).toBe("town-error");
  });

  it("gives a control that takes them its own way the same id and attributes", () => {
    render(
      <Field id="agree" label="I agree" error="Please agree" inline>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(description(box)).toEqual(["Please agree"]);
  });

  it("describes nothing when it has neither hint nor error", () => {
    render(
      <Field id="name" label="Name">
        <Input />
      </Field>,
    );
    expect(screen.getByLabelText("Name").hasAttribute("aria-describedby")).toBe(false);
  });
});
