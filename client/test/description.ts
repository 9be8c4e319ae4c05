/** What a screen reader reads after a control's name: the text of the elements its aria-describedby names. */
export const description = (control: Element): string =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
