import { describe, expect, it } from "vitest";
import { isAccordionItemOpen, toggleOpenId } from "./accordion-state";

describe("isAccordionItemOpen", () => {
  it("is open when its id equals the open id", () => {
    expect(isAccordionItemOpen("a", "a")).toBe(true);
    expect(isAccordionItemOpen("a", "b")).toBe(false);
  });
  it("is open when its id is in the list of open ids", () => {
    expect(isAccordionItemOpen("b", ["a", "b"])).toBe(true);
    expect(isAccordionItemOpen("c", ["a", "b"])).toBe(false);
    expect(isAccordionItemOpen("a", [])).toBe(false);
  });
  it("is closed when nothing is open", () => {
    expect(isAccordionItemOpen("a", null)).toBe(false);
    expect(isAccordionItemOpen("a", undefined)).toBe(false);
  });
  it("does not match ids by prefix or substring", () => {
    expect(isAccordionItemOpen("a", "ab")).toBe(false);
    expect(isAccordionItemOpen("item-1", ["item-10"])).toBe(false);
  });
});

describe("toggleOpenId", () => {
  it("opens one item at a time in single mode", () => {
    expect(toggleOpenId(null, "a", "single")).toBe("a");
    expect(toggleOpenId("a", "b", "single")).toBe("b");
    expect(toggleOpenId("a", "a", "single")).toBeNull();
    expect(toggleOpenId(["a", "b"], "b", "single")).toBeNull();
  });
  it("adds and removes ids in multiple mode", () => {
    expect(toggleOpenId(null, "a", "multiple")).toEqual(["a"]);
    expect(toggleOpenId("a", "b", "multiple")).toEqual(["a", "b"]);
    expect(toggleOpenId(["a", "b"], "a", "multiple")).toEqual(["b"]);
  });
});
