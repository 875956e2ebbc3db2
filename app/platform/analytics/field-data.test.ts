// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_CONSENT } from "./consent";

vi.mock("./web-vitals-report", () => ({ reportWebVitals: vi.fn() }));

afterEach(() => {
  window.dataLayer = undefined;
  vi.resetModules();
});

function gtag(...args: unknown[]) {
  window.dataLayer?.push(args);
}

/** A fresh page: the consent store and the field-data module as the page frame's import starts them. */
async function freshPage() {
  window.dataLayer = [];
  const report = (await import("./web-vitals-report")).reportWebVitals as ReturnType<typeof vi.fn>;
  report.mockClear();
  const fieldData = await import("./field-data");
  return { report, fieldData };
}

describe("statisticsAllowed", () => {
  it("is Consent Mode's analytics_storage, nothing else", async () => {
    window.dataLayer = [];
    const { statisticsAllowed } = await import("./field-data");
    expect(statisticsAllowed(NO_CONSENT)).toBe(false);
    expect(statisticsAllowed({ ...NO_CONSENT, mode: { analytics_storage: "granted" } })).toBe(true);
    expect(statisticsAllowed({ ...NO_CONSENT, mode: { ad_storage: "granted", analytics_storage: "denied" } })).toBe(
      false,
    );
  });
});

describe("field data", () => {
  it("loads the reporter only once analytics_storage is granted, once, and passes the current consent", async () => {
    const { report } = await freshPage();
    gtag("consent", "default", { analytics_storage: "denied" });
    gtag("consent", "update", { ad_storage: "granted" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(report).not.toHaveBeenCalled();

    gtag("consent", "update", { analytics_storage: "granted" });
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    const allowed = report.mock.calls[0]?.[0] as () => boolean;
    expect(allowed()).toBe(true);

    // Withdrawn: the reporter, already loaded, is told so; granted again: not loaded a second time.
    gtag("consent", "update", { analytics_storage: "denied" });
    expect(allowed()).toBe(false);
    gtag("consent", "update", { analytics_storage: "granted" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("starts when consent was given before the module loaded (the data layer's past entries count)", async () => {
    window.dataLayer = [];
    gtag("consent", "update", { analytics_storage: "granted" });
    const { report } = await import("./web-vitals-report").then((m) => ({
      report: m.reportWebVitals as ReturnType<typeof vi.fn>,
    }));
    report.mockClear();
    await import("./field-data");
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
  });
});
