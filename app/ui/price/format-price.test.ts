import { describe, expect, it } from "vitest";
import { formatPrice, NARROW_NO_BREAK_SPACE as NNBSP } from "./format-price";

describe("formatPrice", () => {
  it("writes two decimals with a comma, a space and the euro sign", () => {
    expect(formatPrice(12.99)).toBe("12,99 €");
    expect(formatPrice(0.5)).toBe("0,50 €");
    expect(formatPrice(30)).toBe("30,00 €");
  });
  it("puts a minus sign before negative amounts", () => {
    expect(formatPrice(-5)).toBe("-5,00 €");
    expect(formatPrice(-0.01)).toBe("-0,01 €");
  });
  it("shows a missing price as zero", () => {
    expect(formatPrice(null)).toBe("0,00 €");
    expect(formatPrice(undefined)).toBe("0,00 €");
    expect(formatPrice(Number.NaN)).toBe("0,00 €");
    expect(formatPrice("")).toBe("0,00 €");
  });
  it("never shows a negative zero", () => {
    expect(formatPrice(-0)).toBe("0,00 €");
    expect(formatPrice(-0.004)).toBe("0,00 €");
  });
  it("rounds to the cent and groups thousands with a dot", () => {
    expect(formatPrice(9.999)).toBe("10,00 €");
    expect(formatPrice(1299)).toBe("1.299,00 €");
    expect(formatPrice(-1234567.891)).toBe("-1.234.567,89 €");
    expect(formatPrice(999.995)).toBe("1.000,00 €");
    expect(formatPrice(100000)).toBe("100.000,00 €");
  });
  it("groups thousands with a narrow no-break space on English pages, keeping the comma decimal", () => {
    expect(formatPrice(1299, "en-US")).toBe(`1${NNBSP}299,00 €`);
    expect(formatPrice(-1234567.891, "en-US")).toBe(`-1${NNBSP}234${NNBSP}567,89 €`);
    expect(formatPrice(999.99, "en-US")).toBe("999,99 €");
    // No dot at all: an English reader would take "1.299" for one point three.
    expect(formatPrice(1299, "en-US")).not.toContain(".");
    expect(formatPrice(1299, "tr-TR")).toBe("1.299,00 €");
    expect(formatPrice(1299, "de-DE")).toBe("1.299,00 €");
  });
  it("accepts amounts sent as text", () => {
    expect(formatPrice("19.99")).toBe("19,99 €");
    expect(formatPrice("7,5")).toBe("7,50 €");
  });
  it("uses plain ASCII spaces and minus signs (only the English grouping is a narrow no-break space)", () => {
    expect(formatPrice(-5)).toMatch(/^-5,00 €$/);
    expect([...formatPrice(1234.5)].every((c) => c.charCodeAt(0) < 128 || c === "€")).toBe(true);
    expect([...formatPrice(-1234.5, "en-US")].every((c) => c.charCodeAt(0) < 128 || c === "€" || c === NNBSP)).toBe(
      true,
    );
  });
});
