// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { changedSinceRendered } from "./changed-since-rendered";

/** A form as the server renders it. */
function renderedForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input type="hidden" name="submissionId" value="s-1">
    <input name="firstName" value="">
    <input type="radio" name="date" value="now" checked><input type="radio" name="date" value="later">
    <input type="checkbox" name="consent">
    <select name="reason"><option value="">–</option><option value="Move">Move</option></select>
    <select name="country"><option value="DE">DE</option><option value="TR" selected>TR</option></select>
    <textarea name="note"></textarea>
  </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

describe("changedSinceRendered", () => {
  it("sees nothing in a form as the server rendered it, defaults and hidden fields included", () => {
    expect(changedSinceRendered(renderedForm())).toBe(false);
  });

  it("sees a typed text, a changed choice, a ticked box, a picked option and a note", () => {
    const changes: Array<(form: HTMLFormElement) => void> = [
      (form) => {
        (form.elements.namedItem("firstName") as HTMLInputElement).value = "Erika";
      },
      (form) => {
        (form.querySelector('input[value="later"]') as HTMLInputElement).checked = true;
      },
      (form) => {
        (form.elements.namedItem("consent") as HTMLInputElement).checked = true;
      },
      (form) => {
        (form.elements.namedItem("reason") as HTMLSelectElement).value = "Move";
      },
      (form) => {
        (form.elements.namedItem("country") as HTMLSelectElement).value = "DE";
      },
      (form) => {
        (form.elements.namedItem("note") as HTMLTextAreaElement).value = "…";
      },
    ];
    for (const change of changes) {
      const form = renderedForm();
      change(form);
      expect(changedSinceRendered(form), change.toString()).toBe(true);
    }
  });

  it("leaves the server's hidden fields out", () => {
    const form = renderedForm();
    (form.elements.namedItem("submissionId") as HTMLInputElement).value = "s-2";
    expect(changedSinceRendered(form)).toBe(false);
  });
});
