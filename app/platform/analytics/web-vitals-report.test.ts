// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MetricType } from "web-vitals";
// The analytics module is there before the reporter: both load after hydration, the reporter only with consent.
import "./delivery";
import { reportWebVitals } from "./web-vitals-report";

const callbacks: ((metric: MetricType) => void)[] = [];
vi.mock("web-vitals", () => {
  const on = (callback: (metric: MetricType) => void) => callbacks.push(callback);
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on };
});

function measure(name: MetricType["name"], value: number) {
  for (const callback of callbacks) callback({ name, value } as MetricType);
}

function hide() {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}

let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  callbacks.length = 0;
  window.dataLayer = [
    { event: "page_view", page: { path: "/idv/:token", language: "tr", brand: "blau", application: "x" } },
    { event: "page_view", page: { path: "/kuendigung", language: "tr", brand: "blau", application: "x" } },
  ];
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: beacon });
});
afterEach(() => {
  window.dataLayer = undefined;
});

async function sentBody(): Promise<unknown> {
  const [path, blob] = beacon.mock.calls[0] as [string, Blob];
  expect(path).toBe("/reports/web-vitals");
  expect(blob.type).toBe("application/json");
  return JSON.parse(await blob.text());
}

describe("reportWebVitals", () => {
  it("sends one report of the document's page view when the page is first hidden, with the latest values", async () => {
    reportWebVitals(() => true);
    measure("TTFB", 90);
    measure("LCP", 1200);
    measure("LCP", 1900.4);
    hide();
    measure("CLS", 0.3);
    hide();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon).toHaveBeenCalledTimes(1);
    const expected = { path: "/idv/:token", brand: "blau", language: "tr", metrics: { TTFB: 90, LCP: 1900 } };
    expect(await sentBody()).toEqual(expected);
    expect(window.dataLayer?.filter((e) => (e as { event: string }).event === "web_vitals")).toEqual([
      { event: "web_vitals", webVitals: expected },
    ]);
  });

  it("sends nothing once consent is withdrawn, and nothing without a measurement", () => {
    let allowed = true;
    reportWebVitals(() => allowed);
    hide();
    expect(beacon).not.toHaveBeenCalled();
    measure("FCP", 700);
    allowed = false;
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon).not.toHaveBeenCalled();
    expect(window.dataLayer).toHaveLength(2);
  });
});
