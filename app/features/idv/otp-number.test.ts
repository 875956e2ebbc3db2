import { describe, expect, it } from "vitest";
import { maskedNumber } from "./otp-number";

describe("maskedNumber", () => {
  it("keeps a masked number as the backend words it", () => {
    expect(maskedNumber("0176 ****5678")).toBe("0176 ****5678");
    expect(maskedNumber(" +49 176 ***** 78 ")).toBe("+49 176 ***** 78");
  });

  it.each([
    ["an unmasked number", "0176 12345678"],
    ["markup", "<b>0176 ****5678</b>"],
    ["text", "call 0176 ****"],
    ["only a mask", "****"],
    ["too long", `0176 ${"*".repeat(30)}`],
    ["not a string", 1765678],
    ["nothing", undefined],
  ])("refuses %s", (_, value) => {
    expect(maskedNumber(value)).toBeNull();
  });
});
