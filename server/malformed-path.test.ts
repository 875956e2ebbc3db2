import { describe, expect, it } from "vitest";
import { repairMalformedPath } from "./malformed-path";

describe("malformed paths", () => {
  it("escapes every % of a path whose percent-encoding is broken, keeping the query", () => {
    expect(repairMalformedPath("/angebot/%C3%28")).toBe("/angebot/%25C3%2528");
    expect(repairMalformedPath("/idv/%E0%A4%A/fehlgeschlagen?x=%41")).toBe("/idv/%25E0%25A4%25A/fehlgeschlagen?x=%41");
    expect(decodeURIComponent(repairMalformedPath("/x/%E0%A4%A") ?? "")).toBe("/x/%E0%A4%A");
  });

  it("leaves well-formed paths alone, encoded or not", () => {
    expect(repairMalformedPath("/angebot/demo-offer-standard")).toBeNull();
    expect(repairMalformedPath("/angebot/%C3%A4%20x?q=%ZZ")).toBeNull();
  });
});
