// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { AccordionItem, useAccordion } from "./accordion-item";

function Group({ multiple = false }: { multiple?: boolean }) {
  const accordion = useAccordion({ defaultOpenId: "b", multiple });
  return (
    <>
      {["a", "b", "c"].map((id) => (
        <AccordionItem key={id} id={id} openId={accordion.openId} onToggle={accordion.onToggle} title={`Titel ${id}`}>
          Inhalt {id}
        </AccordionItem>
      ))}
    </>
  );
}

describe("AccordionItem", () => {
  it("is open when its id is the open id or in the open list", () => {
    const { rerender } = renderWithProviders(
      <AccordionItem id="x" openId={["y", "x"]} title="Titel">
        Inhalt
      </AccordionItem>,
    );
    expect(screen.getByRole("button", { name: "Titel" }).getAttribute("aria-expanded")).toBe("true");
    rerender(
      <AccordionItem id="x" openId="y" title="Titel">
        Inhalt
      </AccordionItem>,
    );
    expect(screen.getByRole("button", { name: "Titel" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("reports toggles and opens one item at a time by keyboard", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Group />);
    const [a, b] = [screen.getByRole("button", { name: "Titel a" }), screen.getByRole("button", { name: "Titel b" })];
    expect(b.getAttribute("aria-expanded")).toBe("true");
    a.focus();
    await user.keyboard("{Enter}");
    expect(a.getAttribute("aria-expanded")).toBe("true");
    expect(b.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard(" ");
    expect(a.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps several items open in multiple mode", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Group multiple />);
    await user.click(screen.getByRole("button", { name: "Titel a" }));
    expect(screen.getByRole("button", { name: "Titel a" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Titel b" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows placeholders while loading and calls onToggle with id and state", async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AccordionItem id="l" openId="l" onToggle={onToggle} title="Lädt" loading>
        Echter Inhalt
      </AccordionItem>,
    );
    expect(screen.queryByText("Echter Inhalt")).toBeNull();
    expect(document.querySelectorAll("[data-skeleton-line]")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Lädt" }));
    expect(onToggle).toHaveBeenCalledWith("l", false);
  });
});
