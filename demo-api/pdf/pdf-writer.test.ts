import { describe, expect, it } from "vitest";
import { germanOpeningHours } from "./pdf-writer.ts";

describe("germanOpeningHours", () => {
  it("words day ranges, single days and half hours the German way", () => {
    expect(
      germanOpeningHours([
        { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "20:00" },
        { days: ["sat", "sun"], opens: "09:30", closes: "16:00" },
      ]),
    ).toBe("Mo–Fr 8–20 Uhr, Sa, So 9:30–16 Uhr");
  });
  it("lists days that are not in a row", () => {
    expect(germanOpeningHours([{ days: ["fri", "mon", "wed"], opens: "10:00", closes: "12:00" }])).toBe(
      "Mo, Mi, Fr 10–12 Uhr",
    );
  });
});
