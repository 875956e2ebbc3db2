// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CATALOGUES } from "~/messages";
import { BrandProvider } from "~/platform/brand/brand-context";
import { brandFor } from "~/platform/brand/registry";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { LanguageProvider } from "~/platform/i18n/i18n";
import { renderWithProviders } from "../render.test-support";
import { CheckboxField } from "./checkbox-field";
import { focusField } from "./error-summary";
import { RadioGroupField } from "./radio-group-field";

const OPTIONS = [
  { value: "regular", label: "Ordentlich", description: "Zum nächsten Termin" },
  { value: "special", label: "Außerordentlich" },
];

function describedBy(element: Element): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

const radio = (name: string | RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
const checkbox = (name: string | RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const formData = () => new FormData(document.querySelector("form") as HTMLFormElement);

describe("RadioGroupField (native radios)", () => {
  it("submits the checked value with the form and moves its id to the checked radio", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <form>
        <RadioGroupField id="type" name="type" label="Art" defaultValue="regular" options={OPTIONS} />
      </form>,
    );
    expect(radio("Ordentlich").tagName).toBe("INPUT");
    expect(formData().get("type")).toBe("regular");
    expect(document.getElementById("type")).toBe(radio("Ordentlich"));
    await user.click(screen.getByText("Außerordentlich"));
    expect(formData().getAll("type")).toEqual(["special"]);
    expect(document.getElementById("type")).toBe(radio("Außerordentlich"));
    expect(document.querySelectorAll("#type")).toHaveLength(1);
  });

  it("gives radios one generated name when none is passed, so they form one group", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RadioGroupField label="Art" options={OPTIONS} />);
    expect(radio("Ordentlich").name).not.toBe("");
    expect(radio("Ordentlich").name).toBe(radio("Außerordentlich").name);
    await user.click(radio("Ordentlich"));
    await user.click(radio("Außerordentlich"));
    expect(radio("Ordentlich").checked).toBe(false);
  });

  it("puts the id on the first enabled radio when nothing is chosen, so the error summary can focus it", () => {
    renderWithProviders(
      <form>
        <RadioGroupField
          id="reason"
          name="reason"
          label="Grund"
          options={[{ value: "move", label: "Umzug", isDisabled: true }, ...OPTIONS]}
        />
      </form>,
    );
    expect(radio("Umzug").disabled).toBe(true);
    expect(document.getElementById("reason")).toBe(radio("Ordentlich"));
    expect(formData().get("reason")).toBeNull();
    expect(focusField("reason")).toBe(true);
    expect(document.activeElement).toBe(radio("Ordentlich"));
  });

  it("links description, option hint and error through aria-describedby and marks the radios invalid", () => {
    const { rerender } = renderWithProviders(
      <RadioGroupField
        label="Art"
        description="Wie soll gekündigt werden?"
        errorMessage="Bitte wählen Sie eine Art."
        isRequired
        options={OPTIONS}
      />,
    );
    const group = screen.getByRole("group", { name: /Art/ });
    expect(group.tagName).toBe("FIELDSET");
    expect(describedBy(group)).toEqual(["Wie soll gekündigt werden?", "Bitte wählen Sie eine Art."]);
    expect(describedBy(radio("Ordentlich"))).toEqual([
      "Zum nächsten Termin",
      "Wie soll gekündigt werden?",
      "Bitte wählen Sie eine Art.",
    ]);
    expect(describedBy(radio("Außerordentlich"))).not.toContain("Zum nächsten Termin");
    for (const input of screen.getAllByRole("radio") as HTMLInputElement[]) {
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.required).toBe(true);
    }
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
    // The error never relies on colour alone: it carries an icon.
    expect(screen.getByText("Bitte wählen Sie eine Art.").parentElement?.querySelector("svg")).not.toBeNull();

    rerender(<RadioGroupField label="Art" options={OPTIONS} />);
    expect(radio("Ordentlich").getAttribute("aria-invalid")).toBeNull();
    expect(radio("Ordentlich").required).toBe(false);
    expect(describedBy(radio("Außerordentlich"))).toEqual([]);
  });

  it("a disabled group disables every radio, so nothing changes and nothing is submitted", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <form>
        <RadioGroupField
          name="type"
          label="Art"
          defaultValue="regular"
          isDisabled
          onChange={onChange}
          options={OPTIONS}
        />
      </form>,
    );
    expect((screen.getByRole("group") as HTMLFieldSetElement).disabled).toBe(true);
    for (const input of screen.getAllByRole("radio") as HTMLInputElement[]) expect(input.disabled).toBe(true);
    await user.click(radio("Außerordentlich"));
    expect(onChange).not.toHaveBeenCalled();
    expect(radio("Ordentlich").checked).toBe(true);
    expect(formData().get("type")).toBeNull();
  });

  it("controlled: reports the choice and shows only the value it is given", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <RadioGroupField id="type" label="Art" value="regular" onChange={onChange} options={OPTIONS} />,
    );
    await user.click(radio("Außerordentlich"));
    expect(onChange).toHaveBeenCalledWith("special");
    expect(radio("Ordentlich").checked).toBe(true);
    expect(radio("Außerordentlich").checked).toBe(false);
    rerender(<RadioGroupField id="type" label="Art" value="special" onChange={onChange} options={OPTIONS} />);
    expect(radio("Außerordentlich").checked).toBe(true);
    expect(document.getElementById("type")).toBe(radio("Außerordentlich"));
    rerender(<RadioGroupField id="type" label="Art" value={null} onChange={onChange} options={OPTIONS} />);
    expect(screen.getAllByRole("radio").some((input) => (input as HTMLInputElement).checked)).toBe(false);
  });
});

describe("CheckboxField (native checkbox)", () => {
  it("submits its value only when checked, 'on' without a value", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <form>
        <CheckboxField name="consent" value="yes" label="Einverstanden" />
        <CheckboxField name="news" label="Newsletter" defaultSelected />
      </form>,
    );
    expect(formData().get("consent")).toBeNull();
    expect(formData().get("news")).toBe("on");
    await user.click(screen.getByText("Einverstanden"));
    expect(formData().get("consent")).toBe("yes");
    await user.click(checkbox("Newsletter"));
    expect(formData().get("news")).toBeNull();
  });

  it("carries the id, links description and error, and marks itself invalid and required", () => {
    const { rerender } = renderWithProviders(
      <CheckboxField
        id="terms"
        label="Ich stimme zu"
        description="Die Hinweise gelesen"
        errorMessage="Bitte bestätigen."
        isRequired
      />,
    );
    const input = checkbox(/Ich stimme zu/);
    expect(input.id).toBe("terms");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.required).toBe(true);
    expect(describedBy(input)).toEqual(["Die Hinweise gelesen", "Bitte bestätigen."]);
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
    rerender(<CheckboxField id="terms" label="Ich stimme zu" />);
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("controlled: reports the change and keeps the given state until the owner changes it", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <CheckboxField label="Zustimmung" isSelected={false} onChange={onChange} />,
    );
    await user.click(checkbox("Zustimmung"));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(checkbox("Zustimmung").checked).toBe(false);
    rerender(<CheckboxField label="Zustimmung" isSelected onChange={onChange} />);
    expect(checkbox("Zustimmung").checked).toBe(true);
  });

  it("disabled: cannot be toggled and is not submitted", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <form>
        <CheckboxField name="consent" label="Zustimmung" isDisabled defaultSelected onChange={onChange} />
      </form>,
    );
    await user.click(checkbox("Zustimmung"));
    expect(onChange).not.toHaveBeenCalled();
    expect(checkbox("Zustimmung").checked).toBe(true);
    expect(formData().get("consent")).toBeNull();
  });
});

describe("server rendering", () => {
  it("renders native, already checked controls, so the form works before and without JavaScript", () => {
    const html = renderToString(
      <BrandProvider brand={brandFor("o2")}>
        <LanguageProvider lang="de" messages={compileCatalogue(CATALOGUES.de)}>
          <RadioGroupField name="type" label="Art" defaultValue="special" options={OPTIONS} />
          <CheckboxField name="consent" label="Zustimmung" isSelected onChange={() => {}} />
        </LanguageProvider>
      </BrandProvider>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const checked = [...doc.querySelectorAll<HTMLInputElement>("input[checked]")].map((i) => `${i.name}=${i.value}`);
    expect(checked).toEqual(["type=special", "consent=on"]);
    expect(doc.querySelectorAll("fieldset > legend")).toHaveLength(1);
    expect(doc.querySelectorAll("label > input[type=radio]")).toHaveLength(2);
  });
});
