// @vitest-environment happy-dom
import { CalendarDate } from "@internationalized/date";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { DatePicker } from "./date-picker";
import { DateRangePicker } from "./date-range-picker";

const d = (year: number, month: number, day: number) => new CalendarDate(year, month, day);

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Kalender öffnen" }));
  const grid = await screen.findByRole("grid");
  // happy-dom lets the dialog take focus after the calendar's autofocus; a browser keeps it on the focused day
  // (the e2e spec checks that). Put focus where the browser would.
  act(() => grid.querySelector<HTMLElement>("[tabindex='0']")?.focus());
  await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
  return grid;
}

// The overlay's code arrives at the first use of the page; loaded up front here, because on a busy machine its
// first import alone can outlast a query's timeout, and these tests are about the overlay, not the loading.
beforeAll(async () => {
  await import("../overlay/page-overlay-layer");
});

describe("DatePicker", () => {
  it("picks a date with the keyboard and closes", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Kündigungsdatum" defaultValue={d(2026, 5, 10)} onChange={onChange} />);
    await openCalendar(user);
    await user.keyboard("{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(d(2026, 5, 11));
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
  });

  it("raises invalid-date for a typed date the rules refuse and explains it at the field", async () => {
    const onChange = vi.fn();
    const onInvalidDate = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DatePicker label="Termin" disabledWeekdays={[0, 6]} onChange={onChange} onInvalidDate={onInvalidDate} />,
    );
    const input = screen.getByRole("textbox", { name: /Termin/ });
    await user.type(input, "07.03.2026");
    expect(onInvalidDate).not.toHaveBeenCalled();
    await user.tab();
    expect(onInvalidDate).toHaveBeenCalledWith(d(2026, 3, 7), { reason: "disabled-weekday" });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const message = screen.getByText("An diesem Wochentag ist keine Auswahl möglich.");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").some((id) => document.getElementById(id)?.contains(message))).toBe(true);
    await user.clear(input);
    await user.type(input, "09032026{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(d(2026, 3, 9));
    expect((input as HTMLInputElement).value).toBe("09.03.2026");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("explains text that is no date and names the format", async () => {
    const onInvalidDate = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Termin" onInvalidDate={onInvalidDate} />, { lang: "en" });
    const input = screen.getByRole("textbox", { name: /Termin/ });
    expect(screen.getByText("Format: MM/DD/YYYY")).toBeTruthy();
    await user.type(input, "31/02/2026{Enter}");
    expect(onInvalidDate).toHaveBeenCalledWith(null, { reason: "unparsable" });
    expect(screen.getByText("Please enter a valid date in the format MM/DD/YYYY.")).toBeTruthy();
  });

  it("does not offer unavailable dates in the calendar", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DatePicker label="Termin" defaultValue={d(2026, 5, 10)} disabledDates={[d(2026, 5, 11)]} onChange={onChange} />,
    );
    await openCalendar(user);
    await user.keyboard("{ArrowRight}{Enter}");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("jumps to a month and a year through the overlays", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Geburtsdatum" defaultValue={d(2026, 5, 10)} yearRange={[1990, 2030]} />);
    await openCalendar(user);
    await user.click(screen.getByRole("button", { name: /Monat wählen/ }));
    const months = screen.getByRole("listbox", { name: "Monate" });
    expect(months.querySelectorAll("[role=option]")).toHaveLength(12);
    await user.click(screen.getByRole("option", { name: "August" }));
    expect(screen.getByRole("button", { name: /Monat wählen/ }).textContent).toContain("August");
    await user.click(screen.getByRole("button", { name: /Jahr wählen/ }));
    const years = screen.getByRole("listbox", { name: "Jahre" });
    expect(years.querySelectorAll("[role=option]")).toHaveLength(41);
    await user.click(screen.getByRole("option", { name: "1999" }));
    expect(screen.getByRole("grid").getAttribute("aria-label")).toContain("1999");
  });

  it("offers a time overlay that skips disabled times", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DatePicker
        label="Rückruf"
        withTime
        defaultValue={d(2026, 5, 10)}
        minTime={{ hour: 9, minute: 0 }}
        maxTime={{ hour: 17, minute: 0 }}
        disabledTimes={[{ hour: 12, minute: 0 }]}
        onChange={onChange}
      />,
    );
    await openCalendar(user);
    await user.keyboard("{Enter}");
    const times = await screen.findByRole("listbox", { name: "Uhrzeiten" });
    expect(screen.getByRole("option", { name: "12:00" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("option", { name: "08:30" }).getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("option", { name: "12:30" }));
    await waitFor(() => expect(times.isConnected).toBe(false));
    const value = onChange.mock.lastCall?.[0];
    expect(value?.toString()).toBe("2026-05-10T12:30:00");
  });
});

describe("DateRangePicker", () => {
  it("selects a range with two picks", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DateRangePicker label="Zeitraum" onChange={onChange} defaultOpen={false} />);
    await openCalendar(user);
    // After the first pick react-aria moves focus on by one day, so one arrow makes a three-day range.
    await user.keyboard("{Enter}{ArrowRight}{Enter}");
    const range = onChange.mock.lastCall?.[0];
    expect(range.end.compare(range.start)).toBe(2);
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
  });

  it("raises invalid-select for a range shorter than the minimum", async () => {
    const onInvalidSelect = vi.fn();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DateRangePicker label="Zeitraum" minRange={5} onChange={onChange} onInvalidSelect={onInvalidSelect} />,
    );
    await openCalendar(user);
    await user.keyboard("{Enter}{ArrowRight}{Enter}");
    expect(onInvalidSelect).toHaveBeenCalledWith(expect.anything(), "too-short");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("Der Zeitraum muss mindestens 5 Tage umfassen.")).toBeTruthy();
  });

  it("keeps a lone start date as a partial range only when allowed", async () => {
    const onChange = vi.fn();
    const onInvalidSelect = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DateRangePicker label="Zeitraum" allowPartialRange onChange={onChange} onInvalidSelect={onInvalidSelect} />,
    );
    await openCalendar(user);
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Übernehmen" }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ end: null });
    expect(onChange.mock.lastCall?.[0].start).not.toBeNull();
    unmount();

    renderWithProviders(<DateRangePicker label="Zeitraum" onChange={onChange} onInvalidSelect={onInvalidSelect} />);
    onChange.mockClear();
    await openCalendar(user);
    await user.keyboard("{Enter}{Escape}");
    expect(onInvalidSelect).toHaveBeenCalledWith(expect.anything(), "incomplete");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("swaps a reversed range typed into the fields", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DateRangePicker label="Zeitraum" onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: /Zeitraum Von/ }), "20.05.2026");
    await user.type(screen.getByRole("textbox", { name: /Zeitraum Bis/ }), "10.05.2026");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ start: d(2026, 5, 10), end: d(2026, 5, 20) });
    expect((screen.getByRole("textbox", { name: /Zeitraum Von/ }) as HTMLInputElement).value).toBe("10.05.2026");
  });

  it("raises the incomplete event when focus leaves a range with one date", async () => {
    const onInvalidSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DateRangePicker label="Zeitraum" onInvalidSelect={onInvalidSelect} />
        <button type="button">Weiter</button>
      </>,
    );
    await user.type(screen.getByRole("textbox", { name: /Zeitraum Von/ }), "20.05.2026");
    await user.tab();
    expect(onInvalidSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(onInvalidSelect).toHaveBeenCalledWith({ start: d(2026, 5, 20), end: null }, "incomplete");
    expect(screen.getByText("Bitte wählen Sie ein Start- und ein Enddatum.")).toBeTruthy();
  });
});
