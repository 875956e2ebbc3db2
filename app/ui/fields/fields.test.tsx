// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useFormChecks } from "~/platform/forms/use-form-checks";
import { renderWithProviders } from "../render.test-support";
import { CheckboxField } from "./checkbox-field";
import { ErrorSummary } from "./error-summary";
import { RadioGroupField } from "./radio-group-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

// The rich controls' code, loaded once up front: on a busy machine its first import alone can outlast a query's
// timeout, and what these tests check is the swap, not how fast the module loads.
beforeAll(async () => {
  await Promise.all([import("./select-field-rich"), import("./combobox-field-rich")]);
});

describe("TextField", () => {
  it("links its label, description and error to the input", () => {
    renderWithProviders(
      <TextField
        id="email"
        name="email"
        label="E-Mail"
        description="Für die Bestätigung"
        errorMessage="Bitte E-Mail angeben."
        isRequired
      />,
    );
    const input = screen.getByRole("textbox", { name: /E-Mail/ });
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect((input as HTMLInputElement).required).toBe(true);
    expect(describedBy(input)).toContain("Bitte E-Mail angeben.");
    expect(describedBy(input)).toContain("Für die Bestätigung");
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("is valid without an error message", () => {
    renderWithProviders(<TextField label="Name" />);
    expect(screen.getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBeNull();
  });
});

const checkName = (form: HTMLFormElement): { name?: string } =>
  new FormData(form).get("name") ? {} : { name: "Bitte Namen angeben." };

/** A form checked by the form kit's hook, with the summary the forms show. */
function Checked({ onPost }: { onPost: () => void }) {
  const { errors, attempt, onSubmit } = useFormChecks(checkName, {});
  return (
    <form
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          onPost();
        }
      }}
    >
      <ErrorSummary errors={errors.name ? [{ fieldId: "name", message: errors.name }] : []} focusKey={attempt} />
      <TextField id="name" name="name" label="Name" errorMessage={errors.name} />
      <button type="submit">Weiter</button>
    </form>
  );
}

describe("ErrorSummary", () => {
  it("takes focus when shown and moves focus to a field from its link", async () => {
    const user = userEvent.setup();
    const errors = [
      { fieldId: "name", message: "Bitte Namen angeben." },
      { fieldId: "terms", message: "Bitte bestätigen." },
    ];
    renderWithProviders(
      <>
        <ErrorSummary errors={errors} />
        <TextField id="name" label="Name" errorMessage="Bitte Namen angeben." />
        <CheckboxField id="terms" label="Ich stimme zu" errorMessage="Bitte bestätigen." />
      </>,
    );
    const summary = screen.getByRole("alert");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain("2 Felder brauchen noch Ihre Aufmerksamkeit");
    await user.click(screen.getByRole("link", { name: "Bitte bestätigen." }));
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: /Ich stimme zu/ }));
    await user.click(screen.getByRole("link", { name: "Bitte Namen angeben." }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  });

  it("takes focus after the frame that shows it, not in the task that rendered it", async () => {
    renderWithProviders(
      <>
        <ErrorSummary errors={[{ fieldId: "name", message: "Bitte Namen angeben." }]} focusKey={1} />
        <TextField id="name" label="Name" errorMessage="Bitte Namen angeben." />
      </>,
    );
    const summary = screen.getByRole("alert");
    expect(document.activeElement).not.toBe(summary);
    await new Promise((frame) => requestAnimationFrame(frame));
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it("shows without taking focus when its focus key is null (it appears after a dialog the customer left)", async () => {
    renderWithProviders(
      <>
        <TextField id="name" label="Name" errorMessage="Bitte Namen angeben." />
        <ErrorSummary errors={[{ fieldId: "name", message: "Bitte Namen angeben." }]} focusKey={null} />
      </>,
    );
    const field = screen.getByRole("textbox", { name: "Name" });
    field.focus();
    await new Promise((frame) => requestAnimationFrame(frame));
    await new Promise((task) => setTimeout(task, 20));
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it("shows after a failed submit's transition, takes focus, and the post stays blocked", async () => {
    const onPost = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Checked onPost={onPost} />);
    const button = screen.getByRole("button", { name: "Weiter" });
    await user.click(button);
    await user.click(button);
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain("Bitte Namen angeben.");
    expect(onPost).not.toHaveBeenCalled();
  });

  it("counts its fields without Intl.NumberFormat (a 150–400 ms task at 4× slowdown in the browser)", () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    const { unmount } = renderWithProviders(
      <ErrorSummary errors={[{ fieldId: "name", message: "Bitte Namen angeben." }]} />,
    );
    expect(screen.getByRole("alert").textContent).toContain("1 Feld braucht noch Ihre Aufmerksamkeit");
    unmount();
    renderWithProviders(
      <ErrorSummary
        errors={[
          { fieldId: "a", message: "A" },
          { fieldId: "b", message: "B" },
          { fieldId: "c", message: "C" },
        ]}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("3 Felder brauchen noch Ihre Aufmerksamkeit");
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it("renders nothing without errors", () => {
    const { container } = renderWithProviders(<ErrorSummary errors={[]} />);
    expect(container.textContent).toBe("");
  });
});

describe("choice fields", () => {
  it("radio group: Tab enters, arrow keys choose, the error is linked to the group and its radios", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <RadioGroupField
        label="Kündigungsart"
        onChange={onChange}
        errorMessage="Bitte wählen."
        options={[
          { value: "regular", label: "Ordentlich" },
          { value: "special", label: "Außerordentlich" },
        ]}
      />,
    );
    const group = screen.getByRole("group", { name: "Kündigungsart" });
    expect(describedBy(group)).toContain("Bitte wählen.");
    const [regular, special] = screen.getAllByRole("radio");
    expect(describedBy(special as HTMLElement)).toContain("Bitte wählen.");
    await user.tab();
    expect(document.activeElement).toBe(regular);
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith("special");
    expect((special as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(special);
  });

  it("checkbox toggles with the space key", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CheckboxField label="Newsletter" onChange={onChange} />);
    await user.tab();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith(true);
    expect((screen.getByRole("checkbox", { name: "Newsletter" }) as HTMLInputElement).checked).toBe(true);
  });

  it("select starts as a native select, becomes the rich select once used and keeps the choice", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SelectField
        label="Anrede"
        name="salutation"
        onChange={onChange}
        options={[
          { id: "frau", label: "Frau" },
          { id: "herr", label: "Herr" },
        ]}
      />,
    );
    const native = screen.getByRole("combobox", { name: "Anrede" }) as HTMLSelectElement;
    expect(native.tagName).toBe("SELECT");
    await user.selectOptions(native, "frau");
    expect(onChange).toHaveBeenLastCalledWith("frau");
    await user.tab();
    const rich = await screen.findByRole("button", { name: /Frau.*Anrede/ });
    await user.click(rich);
    await waitFor(() => expect(screen.getByRole("listbox")).toBeTruthy());
    // happy-dom leaves focus on the popover; a real browser focuses the first option (see the e2e spec).
    await user.click(screen.getByRole("option", { name: "Herr" }));
    expect(onChange).toHaveBeenLastCalledWith("herr");
  });

  it("combobox starts as a native select and becomes the rich combobox once the customer uses the page", async () => {
    const { ComboBoxField } = await import("./combobox-field");
    renderWithProviders(
      <ComboBoxField label="Land" options={[{ id: "de", label: "Deutschland" }]} defaultValue="de" />,
    );
    expect((screen.getByRole("combobox", { name: "Land" }) as HTMLSelectElement).value).toBe("de");
    // The first key the customer presses anywhere on the page brings the searchable list.
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Tab" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Land" }).tagName).toBe("INPUT"));
    expect((screen.getByRole("combobox", { name: "Land" }) as HTMLInputElement).value).toBe("Deutschland");
  });
});

describe("NativeSelectField", () => {
  it("is a labelled native select with an empty first option and a linked error", async () => {
    const { NativeSelectField } = await import("./native-select-field");
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <NativeSelectField
        label="Grund"
        name="reason"
        errorMessage="Bitte wählen Sie einen Grund."
        onChange={onChange}
        options={[
          { id: "move", label: "Umzug" },
          { id: "other", label: "Sonstiges" },
        ]}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Grund" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(select.options[0]?.textContent).toBe("Bitte wählen");
    expect(describedBy(select)).toContain("Bitte wählen Sie einen Grund.");
    await user.selectOptions(select, "other");
    expect(onChange).toHaveBeenCalledWith("other");
  });
  it("marks a field that is required only once shown, without the browser's own check", async () => {
    const { NativeSelectField } = await import("./native-select-field");
    renderWithProviders(
      <NativeSelectField label="Grund" name="reason" markRequired options={[{ id: "move", label: "Umzug" }]} />,
    );
    const select = screen.getByRole("combobox", { name: /Grund/ }) as HTMLSelectElement;
    expect(select.required).toBe(false);
    expect(select.getAttribute("aria-required")).toBe("true");
    expect(select.labels?.[0]?.textContent).toContain("*");
  });
});
