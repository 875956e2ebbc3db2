// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/ui/render.test-support";
import { personalForm } from "./personal-data-schema";
import { SectionFields } from "./section-fields";

describe("a section drawn from the table", () => {
  it("shows its text rows in table order, each with its row's label, id, entry and error; halves share a line", () => {
    const { container } = renderWithProviders(
      <SectionFields
        section="address"
        defaults={{ street: "Marienplatz", addition: "c/o Muster" }}
        errors={{ postalCode: "checkout.personal.error.postalCode" }}
      />,
    );
    const names = [...container.querySelectorAll("input")].map((input) => input.name);
    const rows = personalForm.fields.filter((row) => "view" in row && row.view.section === "address");
    expect(names).toEqual(rows.map((row) => row.name));
    expect(screen.getByRole("heading", { name: "Adresse" })).toBeTruthy();
    const street = screen.getByLabelText(/Straße/) as HTMLInputElement;
    expect([street.id, street.value, street.autocomplete, street.required]).toEqual([
      personalForm.fieldId("street"),
      "Marienplatz",
      "address-line1",
      true,
    ]);
    expect((screen.getByLabelText(/Adresszusatz/) as HTMLInputElement).value).toBe("c/o Muster");
    expect(screen.getByLabelText(/Postleitzahl/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Eine Postleitzahl hat fünf Ziffern.")).toBeTruthy();
    // Street and number on one line, postal code and city on the next, the addition alone.
    const lines = [...(container.querySelector("section")?.children ?? [])].slice(1);
    expect(lines.map((line) => line.querySelectorAll("input").length)).toEqual([2, 2, 1]);
  });

  it("puts the section's own control where its row stands", () => {
    const { container } = renderWithProviders(
      <SectionFields
        section="contact"
        defaults={{}}
        errors={{}}
        custom={{ nationality: <select name="nationality" aria-label="nationality" /> }}
      />,
    );
    const names = [...container.querySelectorAll("input, select")].map((input) => input.getAttribute("name"));
    expect(names).toEqual(["email", "phoneNumber", "nationality"]);
  });
});
