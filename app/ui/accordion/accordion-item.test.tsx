// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../render.test-support";
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

  it("renders open items open on the server, closed ones hidden, with the button controlling its panel", () => {
    const items = ["a", "b"].map((id) => (
      <AccordionItem key={id} id={id} openId={["b"]} title={`Titel ${id}`} stateIcon={false} headingLevel={4}>
        Inhalt {id}
      </AccordionItem>
    ));
    const doc = new DOMParser().parseFromString(renderToString(items), "text/html");
    const buttons = [...doc.querySelectorAll("h4 > button[type=button]")];
    expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual(["false", "true"]);
    const panels = buttons.map((button) => doc.getElementById(button.getAttribute("aria-controls") ?? ""));
    expect(panels.map((panel) => panel?.textContent)).toEqual(["Inhalt a", "Inhalt b"]);
    expect(panels.map((panel) => panel?.hasAttribute("hidden"))).toEqual([true, false]);
  });

  it("a disabled item cannot be toggled", async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AccordionItem id="d" openId={null} onToggle={onToggle} title="Gesperrt" isDisabled>
        Inhalt
      </AccordionItem>,
    );
    const button = screen.getByRole("button", { name: "Gesperrt" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it("lets find-in-page reveal a closed panel and opens the item", async () => {
    renderWithProviders(<Group />);
    const a = screen.getByRole("button", { name: "Titel a" });
    const panel = document.getElementById(a.getAttribute("aria-controls") ?? "") as HTMLElement;
    await waitFor(() => expect(panel.getAttribute("hidden")).toBe("until-found"));
    // The browser removes `hidden` itself, then fires beforematch.
    act(() => {
      panel.removeAttribute("hidden");
      panel.dispatchEvent(new Event("beforematch"));
    });
    expect(a.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hasAttribute("hidden")).toBe(false);
  });

  it("hides a found panel again when its owner keeps the item closed", async () => {
    const onToggle = vi.fn();
    renderWithProviders(
      <AccordionItem id="f" openId={null} onToggle={onToggle} title="Fest">
        Inhalt
      </AccordionItem>,
    );
    const button = screen.getByRole("button", { name: "Fest" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    await waitFor(() => expect(panel.getAttribute("hidden")).toBe("until-found"));
    panel.removeAttribute("hidden");
    panel.dispatchEvent(new Event("beforematch"));
    expect(onToggle).toHaveBeenCalledWith("f", true);
    await waitFor(() => expect(panel.getAttribute("hidden")).toBe("until-found"));
  });
});
