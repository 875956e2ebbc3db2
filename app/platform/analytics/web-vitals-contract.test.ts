import { describe, expect, it } from "vitest";
import { webVitalsPayload } from "./web-vitals-contract";

const PAGE = { path: "/angebot/:token", brand: "o2", language: "de" };

describe("webVitalsPayload", () => {
  it("keeps the page context and rounds milliseconds, CLS to four places", () => {
    expect(webVitalsPayload(PAGE, { LCP: 1840.6, INP: 96.2, CLS: 0.012_345, FCP: 900.5, TTFB: 120.4 }, "4g")).toEqual({
      ...PAGE,
      connection: "4g",
      metrics: { LCP: 1841, INP: 96, CLS: 0.0123, FCP: 901, TTFB: 120 },
    });
  });

  it("leaves out what was not measured, an unknown connection type and values that are no measurements", () => {
    expect(webVitalsPayload(PAGE, { TTFB: 80, LCP: Number.NaN, CLS: -1, FID: 10 }, "wifi")).toEqual({
      ...PAGE,
      metrics: { TTFB: 80 },
    });
  });

  it("is null without any metric", () => {
    expect(webVitalsPayload(PAGE, {}, "4g")).toBeNull();
  });
});
