/**
 * Whether the customer has changed a field of the form since the server rendered it: a value that is not its
 * default, a box or option whose state is not the one the HTML set, a chosen file. Read after hydration, it says
 * whether anything was typed or chosen before the page's JavaScript ran, so that a form takes the values over
 * only then (and costs no extra render on every page load). Hidden fields are the server's own.
 */
export function changedSinceRendered(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === "hidden") continue;
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type === "file") {
        if ((element.files?.length ?? 0) > 0) return true;
      } else if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement && selectChanged(element)) return true;
  }
  return false;
}

/** A single select shows its first option unless the HTML marks another as selected. */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  // The `selected` attribute is what `defaultSelected` reflects.
  const marked = options.findIndex((option) => option.hasAttribute("selected"));
  if (select.multiple) return options.some((option) => option.selected !== option.hasAttribute("selected"));
  const initial = marked === -1 ? (options.length > 0 ? 0 : -1) : marked;
  return select.selectedIndex !== initial;
}
