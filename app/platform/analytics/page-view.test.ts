import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATTERN, trackedPath } from "./page-view";

describe("trackedPath", () => {
  it("uses the deepest route's pattern, never the token", () => {
    expect(trackedPath([{ id: "root" }, { id: "de.offer-payment" }])).toBe("/angebot/:token/zahlung");
    expect(trackedPath([{ id: "root" }, { id: "en.idv-pending" }])).toBe("/en/idv/:token/in-arbeit");
    expect(trackedPath([{ id: "root" }, { id: "tr.home" }])).toBe("/tr");
  });
  it("does not track the raw path of an unknown page", () => {
    expect(trackedPath([{ id: "root" }, { id: "not-found" }])).toBe(NOT_FOUND_PATTERN);
    expect(trackedPath([{ id: "root" }])).toBe(NOT_FOUND_PATTERN);
  });
});
