import { describe, expect, it } from "vitest";
import { addressInputErrors, editDistance, normalize, validateAddress } from "./address-validation.ts";

const input = (street: string, postalCode: string, city: string, houseNumber = "5") => ({
  street,
  houseNumber,
  postalCode,
  city,
});

describe("validateAddress", () => {
  it("confirms a known address as typed", () => {
    const result = validateAddress(input("Georg-Brauchle-Ring", "80992", "München", "50"));
    expect(result).toMatchObject({
      result: "valid",
      corrections: [],
      address: { state: "validated", houseNumber: "50" },
    });
  });
  it("fixes the spelling of a street", () => {
    expect(validateAddress(input("Georg Brauchle Ring", "80992", "München"))).toMatchObject({
      result: "corrected",
      corrections: ["street"],
      address: { street: "Georg-Brauchle-Ring" },
    });
    expect(validateAddress(input("Koenigsallee", "40212", "Düsseldorf")).address.street).toBe("Königsallee");
    expect(validateAddress(input("Schlossstr.", "12163", "Berlin")).corrections).toEqual(["street"]);
  });
  it("fixes a wrong postcode or city", () => {
    expect(validateAddress(input("Georg-Brauchle-Ring", "80993", "München"))).toMatchObject({
      result: "corrected",
      corrections: ["postalCode"],
      address: { postalCode: "80992" },
    });
    expect(validateAddress(input("Zeil", "60313", "Frankfurt"))).toMatchObject({
      result: "corrected",
      corrections: ["city"],
    });
  });
  it("offers a choice when a street exists in several postcodes of the city", () => {
    const result = validateAddress(input("Hauptstr.", "10115", "Berlin"));
    expect(result.result).toBe("choice");
    expect(result.candidates.map((c) => c.postalCode)).toEqual(["10827", "13055", "13158"]);
    expect(result.address.state).toBe("entered");
  });
  it("takes an address it does not know as entered", () => {
    expect(validateAddress(input("Irgendweg", "12345", "Nirgendwo"))).toMatchObject({
      result: "valid",
      address: { state: "entered" },
    });
  });
});

describe("address input", () => {
  it("names a malformed postcode, house number or foreign country", () => {
    expect(
      addressInputErrors({ ...input("Zeil", "6031", "Frankfurt", "1-3a"), country: "AT" }).map((e) => e.field),
    ).toEqual(["postalCode", "country"]);
    expect(addressInputErrors(input("Zeil", "60313", "Frankfurt", "x")).map((e) => e.field)).toEqual(["houseNumber"]);
  });
  it("compares spelling-insensitively", () => {
    expect(normalize("Hauptstr.")).toBe(normalize("Haupt-Straße"));
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});
